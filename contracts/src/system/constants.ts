/** Constants shared by the server, the operator API and the web (docs/product.md). */

export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a click on a banner does: nothing, open a route, a promotion, a game lobby, or a URL. */
export const LINKAGE_TYPES = ['NONE', 'ROUTE', 'PROMOTION', 'LOBBY', 'URL'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/**
 * Announcement types: B general (default), PL shown to logged-in players, PU popup,
 * PR promotion, H home marquee.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Who an announcement is for: PLAYERS (the site's notices) or AGENTS (only the agent centre). */
export const ANNOUNCEMENT_AUDIENCES = ['PLAYERS', 'AGENTS'] as const;

export const FEATURE_FLAGS = [
  'CHNGPASSVERIF3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'FREE_PLAY',
  'PASSWORD_EXPIRY',
  'FORCE_PASSWORD_CHANGE',
  'MOBILE_REGISTRATION',
  'SMS_VERIFICATION',
  'USERNAME_REGISTRATION',
  'LOGIN_REQUIRED_FOR_HOME',
  'GOOGLE_SIGNIN',
  'FACEBOOK_SIGNIN',
  'SHOW_BARS_ON_SEAMLESS',
  /** Agent centre: an agent sees its downlines' balances. */
  'AGENT_DOWNLINE_BALANCE',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const RESOURCE_TYPES = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'TELEGRAM',
  'ANDROID_APP',
  'IOS_APP',
  'LITE_APP',
  'AFFILIATE_LINK',
  'LICENSE',
  'FEEDBACK',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const SOCIAL_RESOURCE_TYPES = ['FACEBOOK', 'TIKTOK', 'YOUTUBE', 'TWITTER', 'INSTAGRAM'] as const;

/** Customer-service path types: 1 VIP support, 2 chat, 3 live chat (the one the window opens). */
export const CS_PATH_TYPES = { VIP: 1, CHAT: 2, LIVE_CHAT: 3 } as const;

export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'INHOUSE'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Esports vendors are split out of SPORTS by these codes. */
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

/** Vendors listed in the footer icon strip, in order. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * The whitelabel module tree's ids. A module switched off hides its menu entry, route link
 * and page; a feature that does not exist yet stays off (no dead links).
 */
export const MODULE_IDS = [
  'HOME',
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTTERY',
  'ELOTT',
  'VNLOTTERY',
  'PROMOTIONS',
  'POINT_MALL',
  'CUSTOMER_SERVICE',
  'LIVE_CHAT',
  'CHAT',
  'MESSAGES',
  'ANNOUNCEMENT',
  'HELP',
  'SPEED_TEST',
  'APP_DOWNLOAD',
  'SOCIAL',
  'CHAT_ROOM',
  'FEEDBACK',
  'MEMBER_CENTRE',
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'AGENT_CENTRE',
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'agentPersonalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Registration fields whose visibility and rules the operator sets. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
