import type { Tx } from '../client';
import {
  brand,
  featureFlag,
  gameCategory,
  regionRules,
  registrationField,
  systemStatus,
  vendor,
  whitelabelModule,
} from '../schema/index';

/**
 * The configuration every deployment needs (production too): brand, switches, module tree,
 * registration rules, categories and vendors. Operators change it through /ops/api.
 */

export const BASE_FLAGS: Record<string, boolean> = {
  CHNGPASSVERIF3: true,
  MOBILEVERCODELOGIN3: true,
  DIRECTREG3: true,
  FREE_PLAY: true,
  PASSWORD_EXPIRY: false,
  FORCE_PASSWORD_CHANGE: true,
  MOBILE_REGISTRATION: true,
  SMS_VERIFICATION: true,
  USERNAME_REGISTRATION: true,
  LOGIN_REQUIRED_FOR_HOME: false,
  GOOGLE_SIGNIN: false,
  FACEBOOK_SIGNIN: false,
  SHOW_BARS_ON_SEAMLESS: false,
};

/**
 * [modId, parent, enabled]. A feature whose screens do not exist yet is off, so no menu entry
 * leads nowhere; the issue that builds it switches it on.
 */
export const BASE_MODULES: [string, string | null, boolean][] = [
  ['HOME', null, true],
  ['INHOUSE', null, true],
  ['RNG', null, true],
  ['LIVE', null, true],
  ['FISH', null, true],
  ['PVP', null, true],
  ['SPORTS', null, true],
  ['ESPORTS', null, true],
  ['LOTTERY', null, true],
  ['ELOTT', 'LOTTERY', true],
  ['VNLOTTERY', 'LOTTERY', true],
  ['PROMOTIONS', null, true],
  ['POINT_MALL', null, true],
  ['CUSTOMER_SERVICE', null, true],
  ['LIVE_CHAT', 'CUSTOMER_SERVICE', true],
  ['CHAT', 'CUSTOMER_SERVICE', false],
  ['MESSAGES', 'CUSTOMER_SERVICE', false],
  ['ANNOUNCEMENT', 'CUSTOMER_SERVICE', true],
  ['HELP', 'CUSTOMER_SERVICE', true],
  ['SPEED_TEST', 'CUSTOMER_SERVICE', true],
  ['APP_DOWNLOAD', null, true],
  ['SOCIAL', null, true],
  ['CHAT_ROOM', null, false],
  ['FEEDBACK', null, false],
  ['MEMBER_CENTRE', null, true],
  ['securityCenter', 'MEMBER_CENTRE', false],
  ['transferFund', 'MEMBER_CENTRE', false],
  ['depositv2', 'MEMBER_CENTRE', false],
  ['withdraw', 'MEMBER_CENTRE', false],
  ['transferUpline', 'MEMBER_CENTRE', false],
  ['personalHistoryCopy', 'MEMBER_CENTRE', false],
  ['transactionHistory', 'MEMBER_CENTRE', false],
  ['personalProfit', 'MEMBER_CENTRE', false],
  ['bonusDetails', 'MEMBER_CENTRE', false],
  ['rewardCenter', 'MEMBER_CENTRE', false],
  ['referral', 'MEMBER_CENTRE', false],
  ['missionLeaderboard', 'MEMBER_CENTRE', false],
  ['messageV2', 'MEMBER_CENTRE', false],
  ['AGENT_CENTRE', null, true],
  ['agentAnnouncement', 'AGENT_CENTRE', false],
  ['agentTeamOverview', 'AGENT_CENTRE', false],
  ['registerCenter', 'AGENT_CENTRE', false],
  ['downlineManagmentView', 'AGENT_CENTRE', false],
  ['agentPersonalHistoryCopy', 'AGENT_CENTRE', false],
  ['palStatementsAgentCopy', 'AGENT_CENTRE', false],
  ['agentRevenueReport', 'AGENT_CENTRE', false],
  ['agentDownlineTransactionDetailsCopy', 'AGENT_CENTRE', false],
  ['agentDividendRecordCopy2', 'AGENT_CENTRE', false],
  ['agentDailyWages2', 'AGENT_CENTRE', false],
  ['agentHourSalary', 'AGENT_CENTRE', false],
  ['agentRealtimeSalary', 'AGENT_CENTRE', false],
];

/** field, visible, required, acceptedPattern, patternId, min, max */
export const BASE_REGISTRATION: [string, boolean, boolean, string, number, number, number][] = [
  ['username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16],
  ['password', true, true, '^\\S+$', 7, 6, 20],
  ['confirmPassword', true, true, '*', 0, 6, 20],
  ['payeeName', false, false, '*', 0, 2, 50],
  ['email', false, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 5, 100],
  ['qqNum', false, false, '^[0-9]+$', 2, 5, 12],
  ['mobileNum', true, false, '^[0-9]+$', 2, 8, 15],
  ['recommenderId', false, false, '*', 0, 0, 32],
  ['captcha', true, true, '^[0-9]+$', 2, 4, 4],
  ['verificationCode', true, true, '^[0-9]+$', 2, 0, 255],
  ['affiliateCode', true, false, '^[A-Za-z0-9]+$', 0, 0, 20],
  ['paymentPassword', false, false, '^[0-9]+$', 2, 6, 6],
  ['line', false, false, '*', 0, 0, 50],
  ['whatsapp', false, false, '^[0-9]+$', 2, 0, 20],
  ['zalo', false, false, '*', 0, 0, 50],
  ['facebook', false, false, '*', 0, 0, 100],
  ['wechat', false, false, '*', 0, 0, 50],
  ['idNumber', false, false, '^[A-Za-z0-9]+$', 0, 0, 30],
];

/** [code, route, sort] */
export const BASE_CATEGORIES: [string, string, number][] = [
  ['INHOUSE', '/inhouse', 0],
  ['RNG', '/rng', 1],
  ['LIVE', '/live', 2],
  ['FISH', '/fish', 3],
  ['PVP', '/pvp', 4],
  ['SPORTS', '/sports', 5],
  ['ESPORTS', '/esports', 6],
  ['LOTT', '/lottery', 7],
];

/** Demo vendors: [category, code, name] (vassalage = code). */
export const BASE_VENDORS: [string, string, string][] = [
  ['INHOUSE', 'INHOUSE', 'Sorte Originals'],
  ['RNG', 'PG', 'PG Soft'],
  ['RNG', 'JDB', 'JDB'],
  ['RNG', 'CQ9', 'CQ9'],
  ['RNG', 'FC', 'Fa Chai'],
  ['RNG', 'JL', 'JILI'],
  ['RNG', 'PT', 'Playtech'],
  ['RNG', 'EG2', 'EG Gaming'],
  ['LIVE', 'EVO', 'Evolution'],
  ['LIVE', 'BGS', 'BG Live'],
  ['LIVE', 'PT', 'Playtech Live'],
  ['LIVE', 'SEXY', 'Sexy Baccarat'],
  ['FISH', 'JDB', 'JDB Fishing'],
  ['FISH', 'FC', 'Fa Chai Fishing'],
  ['FISH', 'JL', 'JILI Fishing'],
  ['FISH', 'CQ9', 'CQ9 Fishing'],
  ['PVP', 'KY', 'Kaiyuan'],
  ['PVP', 'JL', 'JILI Cards'],
  ['PVP', 'V8', 'V8 Poker'],
  ['SPORTS', 'SABA', 'SABA Sports'],
  ['SPORTS', 'BTI', 'BTi Sports'],
  ['ESPORTS', 'IA', 'IA Esports'],
  ['ESPORTS', 'TF', 'TF Gaming'],
  ['ESPORTS', 'IMES', 'IM Esports'],
  ['LOTT', 'SORTE', 'Sorte Lottery'],
];

export async function seedBase(tx: Tx) {
  await tx
    .insert(brand)
    .values({
      id: 1,
      name: 'Sorte',
      platform: 'SORTE',
      merchantCode: 'SORTE01',
      lotteryType: 'VN',
      device: 'WEB',
      // The market is Brazil (prices in R$): Brazilian Portuguese first.
      defaultLanguage: 'pt-BR',
      languages: ['pt-BR', 'pt', 'en', 'zh', 'id', 'th', 'vi'],
      defaultGameLanguage: 'en',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      currency: 'BRL',
      currencySymbol: 'R$',
      minimumAge: 18,
      // Licence text and domains are the operator's (operator API); the demo seed fills them.
      licenseText: '',
      copyright: '© 2026 Sorte',
      gtagId: null,
      imageCdns: ['/cdn'],
      launchGameCdns: ['/'],
      domainList: [],
    })
    .onConflictDoNothing();
  await tx.insert(systemStatus).values({ id: 1, status: 0, message: '' }).onConflictDoNothing();
  await tx
    .insert(regionRules)
    .values({
      id: 1,
      blockedCountries: [],
      blockedRanges: [],
      allowedRanges: [],
      geo: [],
      message: '',
    })
    .onConflictDoNothing();
  await tx
    .insert(featureFlag)
    .values(Object.entries(BASE_FLAGS).map(([key, enabled]) => ({ key, enabled })))
    .onConflictDoNothing();
  await tx
    .insert(whitelabelModule)
    .values(BASE_MODULES.map(([modId, parentId, enabled], sort) => ({ modId, parentId, enabled, sort })))
    .onConflictDoNothing();
  await tx
    .insert(registrationField)
    .values(
      BASE_REGISTRATION.map(([field, visible, required, acceptedPattern, patternId, minLength, maxLength]) => ({
        field,
        visible,
        required,
        acceptedPattern,
        patternId,
        minLength,
        maxLength,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(gameCategory)
    .values(BASE_CATEGORIES.map(([code, route, sort]) => ({ code, route, sort })))
    .onConflictDoNothing();
}

/** Demo vendors (production operators import their own with the game catalogue). */
export async function seedVendors(tx: Tx) {
  await tx
    .insert(vendor)
    .values(BASE_VENDORS.map(([category, code, name], sort) => ({ category, code, vassalage: code, name, sort })))
    .onConflictDoNothing();
}
