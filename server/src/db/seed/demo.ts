import { encryptCsPath } from '@sorte/contracts/system/cs-path';
import { CS_PATH_TYPES } from '@sorte/contracts/system/constants';
import { hashPassword } from '../../lib/password';
import type { Tx } from '../client';
import { and, eq, inArray } from 'drizzle-orm';
import {
  agentAffiliateCode,
  announcement,
  banner,
  brand,
  customerServicePath,
  helpSection,
  operator,
  resource,
  whitelabelModule,
} from '../schema/index';
import { MemberRepository } from '../../modules/member/index';
import { seedVendors } from './base';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_HELP } from './demo-content';

export const DEMO_OPERATOR = { username: 'admin', password: 'Admin#2026' } as const;
/** A second demo operator: confirms what the first one enters (lottery results need two). */
export const DEMO_CHECKER = { username: 'checker', password: 'Checker#2026' } as const;

/** Demo players and agents (README "Demo accounts"). Balances come with the wallet. */
export const DEMO_MEMBER = { username: 'demo01', password: 'Demo#2026' } as const;
export const DEMO_AGENT = { username: 'agent01', password: 'Agent#2026' } as const;
export const DEMO_DOWNLINES = ['demo02', 'demo03', 'demo04'] as const;
export const DEMO_VIP = { username: 'vip01', password: 'Demo#2026' } as const;

/** [resourceType, url, qrCodeUrl, labelNameEn] */
const DEMO_RESOURCES: [string, string, string | null, string][] = [
  ['FACEBOOK', 'https://www.facebook.com/sorte', null, 'Facebook'],
  ['TIKTOK', 'https://www.tiktok.com/@sorte', null, 'TikTok'],
  ['YOUTUBE', 'https://www.youtube.com/@sorte', null, 'YouTube'],
  ['INSTAGRAM', 'https://www.instagram.com/sorte', null, 'Instagram'],
  ['TELEGRAM', 'https://t.me/sorte', null, 'Telegram'],
  ['AFFILIATE_LINK', '/helpmc#affiliate', null, 'Affiliate service'],
  ['LICENSE', '/helpmc#license', null, 'License'],
];

/**
 * App links older demo seeds created: they pointed back at the download page itself (there is no
 * demo app to download), which read as a broken link. The download page now says plainly when
 * the operator has not set an Android or iOS link; the lite app is the site itself.
 */
const LOOPING_APP_LINKS: [string, string][] = [
  ['ANDROID_APP', '/down?platform=android'],
  ['IOS_APP', '/down?platform=ios'],
  ['LITE_APP', '/'],
];

/** Removes the looping demo app links of databases seeded earlier (operator links stay). */
export async function dropDemoAppLinks(tx: Tx) {
  for (const [type, url] of LOOPING_APP_LINKS) {
    await tx.delete(resource).where(and(eq(resource.resourceType, type), eq(resource.url, url)));
  }
}

/**
 * The demo brand's licence line and domains (the base seed leaves both empty). The domains are
 * bare host names: they are reached with the scheme and port the site is served on, so the
 * speed test and the CSP are right on any port.
 */
export const DEMO_BRAND = {
  licenseText: 'Licence No. 8048/JAZ2026-0117',
  domainList: ['localhost', '127.0.0.1'],
};

/** The demo domains databases were seeded with before (fixed to port 8080). */
export const LEGACY_DEMO_DOMAINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Replaces the old port-8080 demo domains with the bare host names (values an operator set stay). */
export async function seedDemoBrandHosts(tx: Tx) {
  const [row] = await tx.select({ domainList: brand.domainList }).from(brand).limit(1);
  if (row && sameList(row.domainList, LEGACY_DEMO_DOMAINS)) {
    await tx.update(brand).set({ domainList: DEMO_BRAND.domainList }).where(eq(brand.id, 1));
  }
}

/**
 * Fills the demo brand's values the base seed leaves to the operator, unless an operator already
 * set them.
 */
export async function seedDemoBrand(tx: Tx) {
  const [row] = await tx.select({ licenseText: brand.licenseText, domainList: brand.domainList }).from(brand).limit(1);
  if (!row) return;
  const changes = {
    ...(row.licenseText === '' ? { licenseText: DEMO_BRAND.licenseText } : {}),
    ...(row.domainList.length === 0 ? { domainList: DEMO_BRAND.domainList } : {}),
  };
  if (Object.keys(changes).length) await tx.update(brand).set(changes).where(eq(brand.id, 1));
}

/** Demo data for development and tests; never seeded when NODE_ENV=production. */
export async function seedDemo(tx: Tx, merchantCode: string) {
  await seedVendors(tx);
  await tx
    .insert(operator)
    .values([
      { username: DEMO_OPERATOR.username, passwordHash: await hashPassword(DEMO_OPERATOR.password) },
      { username: DEMO_CHECKER.username, passwordHash: await hashPassword(DEMO_CHECKER.password) },
    ])
    .onConflictDoNothing();
  await tx.insert(banner).values(
    DEMO_BANNERS.map((b, sort) => ({
      groupName: b.group,
      imageUrl: { pt: b.image },
      title: b.title,
      linkageType: b.linkageType,
      linkage: b.linkage,
      sort,
    })),
  );
  const day = 86_400_000;
  const now = Date.now();
  await tx.insert(announcement).values(
    DEMO_ANNOUNCEMENTS.map((a) => ({
      type: a.type,
      title: a.title,
      content: a.content,
      publishedAt: new Date(now - a.daysAgo * day - 3_600_000),
    })),
  );
  await tx.insert(helpSection).values(
    DEMO_HELP.map((h, sort) => ({ section: h.section, title: h.title, content: h.content, sort })),
  );
  await tx.insert(resource).values(
    DEMO_RESOURCES.map(([resourceType, url, qrCodeUrl, labelNameEn], sort) => ({
      resourceType,
      url,
      qrCodeUrl,
      labelNameEn,
      sort,
    })),
  );
  // Live chat and VIP support open the help centre's contact sections until the operator
  // configures a real chat provider.
  await tx.insert(customerServicePath).values([
    { type: CS_PATH_TYPES.LIVE_CHAT, path: await encryptCsPath('/helpmc#customer-service', merchantCode), sort: 0 },
    { type: CS_PATH_TYPES.VIP, path: await encryptCsPath('/helpmc#vip', merchantCode), sort: 1 },
  ]);
}

/**
 * Demo accounts: a member with a club label and a member label, an agent (account type 1) with
 * three downlines, and a VIP member (club rank 5, so customer service opens VIP support).
 */
export async function seedDemoMembers(tx: Tx) {
  // One hash per account (own salt each), computed in parallel.
  const [demoHash, agentHash, vipHash, ...downlineHashes] = await Promise.all(
    [DEMO_MEMBER.password, DEMO_AGENT.password, DEMO_VIP.password, ...DEMO_DOWNLINES.map(() => DEMO_MEMBER.password)].map(
      (p) => hashPassword(p),
    ),
  );
  const now = new Date();
  const common = { passwordChangedAt: now, passwordDefault: false };
  const members = new MemberRepository(tx);
  const demo = await members.create({
    ...common,
    username: DEMO_MEMBER.username,
    nickname: 'Demo',
    passwordHash: demoHash,
    accountType: 0,
    clubLabelName: 'Gold',
    clubColor: '#F5C542',
    clubColor2: '#B8860B',
    clubRankLevel: 3,
  });
  await members.addLabel(demo, { text: 'New', textColor: '#FFFFFF', bgColor: '#2E7D32' });
  const agent = await members.create({
    ...common,
    username: DEMO_AGENT.username,
    nickname: 'Agent',
    passwordHash: agentHash,
    accountType: 1,
  });
  for (const [i, username] of DEMO_DOWNLINES.entries()) {
    await members.create({
      ...common,
      username,
      nickname: username,
      passwordHash: downlineHashes[i]!,
      accountType: 0,
      uplineId: agent,
    });
  }
  await members.create({
    ...common,
    username: DEMO_VIP.username,
    nickname: 'VIP',
    passwordHash: vipHash,
    accountType: 0,
    clubLabelName: 'Diamond',
    clubColor: '#B9F2FF',
    clubColor2: '#4FC3F7',
    clubRankLevel: 5,
  });
}

/** demo01's bound mobile and e-mail, agent01's affiliate code, demo01's referral code. */
export const DEMO_MOBILE = { countryDialingCode: '+55', mobileNum: '11987654321' } as const;
export const DEMO_EMAIL = 'demo01@example.com';
export const DEMO_AFFILIATE_CODE = 'AGENT01';
export const DEMO_REFERRAL_CODE = 'DEMO01';

/**
 * Accounts issue: agent01 gets the affiliate code AGENT01, demo01 a bound mobile, an e-mail and
 * the referral code DEMO01 (every other member has a generated one), and the member centre with
 * its security centre is switched on (other member-centre pages stay off until built).
 */
export async function seedDemoAccounts(tx: Tx) {
  const members = new MemberRepository(tx);
  const agent = await members.findByUsername(DEMO_AGENT.username);
  if (agent) {
    await tx.insert(agentAffiliateCode).values({ code: DEMO_AFFILIATE_CODE, agentId: agent.id }).onConflictDoNothing();
  }
  const demo = await members.findByUsername(DEMO_MEMBER.username);
  if (demo) {
    await members.setMobile(demo.id, DEMO_MOBILE.countryDialingCode, DEMO_MOBILE.mobileNum);
    await members.setEmail(demo.id, DEMO_EMAIL);
    await members.setReferralCode(demo.id, DEMO_REFERRAL_CODE);
  }
  await tx
    .update(whitelabelModule)
    .set({ enabled: true })
    .where(inArray(whitelabelModule.modId, ['MEMBER_CENTRE', 'securityCenter']));
}
