import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RebateRates, ReferralLink } from '@sorte/contracts/agent/agent';
import type { Db } from '../../db/client';
import { agentReferralLink, agentReferralSignup } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../ledger/index';
import { MemberRepository } from '../member/index';
import { ratesAbove, ratesOf, ratesToRecord, writeRates } from './rebate';

/**
 * The register centre's referral links: an agent's code that registration takes as
 * `referralCode`, placing the new member under the agent with the link's rebate rates.
 */

/** Code alphabet: upper-case letters and digits without the look-alikes 0/O and 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;

export function randomLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const linkRates = (rebate: Record<string, number>) =>
  ratesToRecord(
    Object.entries(rebate).map(([gameType, rateBp]) => ({ gameType, rateBp: Number(rateBp) })),
  );

type LinkRow = typeof agentReferralLink.$inferSelect;
const toLink = (row: LinkRow, registrations: number): ReferralLink => ({
  id: String(row.id),
  code: row.code,
  rebate: linkRates(row.rebate),
  createdAt: new Date(row.createdAt).toISOString(),
  disabled: row.disabledAt !== null,
  registrations,
});

const registrationsSql = sql<number>`(select count(*)::int from ${agentReferralSignup} s where s.link_id = ${agentReferralLink.id})`;

/** The agent's links, newest first, each with its registrations count. */
export async function listLinks(db: Db, agentId: number): Promise<ReferralLink[]> {
  const rows = await db
    .select({ link: agentReferralLink, registrations: registrationsSql })
    .from(agentReferralLink)
    .where(eq(agentReferralLink.agentId, agentId))
    .orderBy(desc(agentReferralLink.createdAt), desc(agentReferralLink.id));
  return rows.map((r) => toLink(r.link, Number(r.registrations)));
}

/** A new link whose rates are each at most the agent's own (else AGENT_REBATE_ABOVE_UPLINE, fields per game type). */
export async function createLink(
  db: Db,
  agentId: number,
  rebate: RebateRates,
): Promise<ReferralLink> {
  return db.transaction(async (tx) => {
    // Serialise with an operator changing the agent's own rates.
    await new MemberRepository(tx).lock(agentId);
    const fields = ratesAbove(rebate, await ratesOf(tx, agentId));
    if (Object.keys(fields).length) throw new AppError('AGENT_REBATE_ABOVE_UPLINE', fields);
    const stored: Record<string, number> = {};
    for (const [gameType, bp] of Object.entries(rebate)) if ((bp ?? 0) > 0) stored[gameType] = bp!;
    // A random code of 31^8 possibilities; retry the rare collision (unique index).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = randomLinkCode();
      const [row] = await tx
        .insert(agentReferralLink)
        .values({ agentId, code, rebate: stored })
        .onConflictDoNothing()
        .returning();
      if (row) return toLink(row, 0);
    }
    throw new Error('could not draw a unique referral link code');
  });
}

/** Disables one of the agent's own links (idempotent); AGENT_LINK_NOT_FOUND for anyone else's. */
export async function disableLink(db: Db, agentId: number, linkId: number): Promise<ReferralLink> {
  const [found] = await db
    .select({ link: agentReferralLink, registrations: registrationsSql })
    .from(agentReferralLink)
    .where(and(eq(agentReferralLink.id, linkId), eq(agentReferralLink.agentId, agentId)));
  if (!found) throw new AppError('AGENT_LINK_NOT_FOUND');
  if (found.link.disabledAt === null) {
    const [row] = await db
      .update(agentReferralLink)
      .set({ disabledAt: new Date() })
      .where(and(eq(agentReferralLink.id, linkId), isNull(agentReferralLink.disabledAt)))
      .returning();
    if (row) return toLink(row, Number(found.registrations));
  }
  return toLink(
    { ...found.link, disabledAt: found.link.disabledAt ?? new Date() },
    Number(found.registrations),
  );
}

/** An enabled link of an active agent by code (case-insensitively), for registration. */
export async function findLink(db: Executor, code: string) {
  const [link] = await db
    .select({ id: agentReferralLink.id, code: agentReferralLink.code, agentId: agentReferralLink.agentId, rebate: agentReferralLink.rebate })
    .from(agentReferralLink)
    .where(and(eq(agentReferralLink.code, code.trim().toUpperCase()), isNull(agentReferralLink.disabledAt)))
    .limit(1);
  if (!link) return undefined;
  const agent = await new MemberRepository(db).brief(link.agentId);
  if (agent?.status !== 'active') return undefined;
  return {
    id: link.id,
    code: link.code,
    agentId: agent.id,
    nickname: agent.nickname,
    accountType: agent.accountType,
    rebate: linkRates(link.rebate),
  };
}

/**
 * Inside the registration's transaction: records that `memberId` came through the link and gives
 * it the link's rates, capped by the agent's current ones (the agent's may have been lowered since).
 */
export async function joinThroughLink(
  tx: Executor,
  memberId: number,
  link: { id: number; agentId: number; rebate: RebateRates },
) {
  const ceiling = await ratesOf(tx, link.agentId);
  const rates: RebateRates = {};
  for (const [gameType, bp] of Object.entries(link.rebate)) {
    const capped = Math.min(bp ?? 0, ceiling[gameType as keyof RebateRates] ?? 0);
    if (capped > 0) rates[gameType as keyof RebateRates] = capped;
  }
  await writeRates(tx, memberId, rates);
  await tx.insert(agentReferralSignup).values({ memberId, linkId: link.id });
}
