import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env (lint enforces it). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Whether to believe X-Forwarded-For: "false", "true" (any hop), a hop count, or comma-separated trusted proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),
  /** Header a trusted proxy sets with the visitor's ISO country (read only when TRUST_PROXY is on). */
  GEO_COUNTRY_HEADER: z.string().default('x-country-code'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Operator sessions expire after this many minutes. */
  OPS_SESSION_MINUTES: z.coerce.number().int().min(5).default(480),
  /** Operator sessions unused for this many minutes expire (before OPS_SESSION_MINUTES). */
  OPS_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Where the built web app lives. */
  WEB_DIST: z.string().optional(),
  /** Password for `cli create-operator`. */
  OPS_PASSWORD: z.string().optional(),
  /**
   * HMAC key that signs bot-check (ALTCHA) challenges: at least 32 characters. Required in
   * production; elsewhere a random key per process (challenges then die with the process).
   */
  BOT_CHECK_HMAC_KEY: z.string().min(32).optional().or(z.literal('').transform(() => undefined)),
  /** Upper bound of the bot-check number: the client's expected work is half of it. */
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** smtp:// or smtps:// URL of the mail server; unset: mail goes to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of mails sent through SMTP_URL. */
  MAIL_FROM: z.string().default('Sorte <no-reply@localhost>'),
  /** Minutes after a withdrawal is paid when an unconfirmed receipt counts as received. */
  WITHDRAW_RECEIPT_AUTO_CONFIRM_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
  /** How often the cashier jobs (deposit expiry, receipt auto-confirm) run; 0 switches them off in this process. */
  CASHIER_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seconds between rounds of the lottery jobs (issues, fast draws, settlement); 0 stops them. */
  LOTTERY_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(2),
  /**
   * Days before today the results feed asks for (besides today), so draws missed while the feed
   * or the server was down are caught up; results already entered or in force are not entered again.
   */
  LOTTERY_FEED_CATCH_UP_DAYS: z.coerce.number().int().min(1).max(31).default(3),
  /** How often the rebate payout job looks for finished days to pay (0: never). */
  AGENT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** How often the salary and dividend settlement job looks for finished periods (0: never; real-time salary periods are 5 minutes). */
  CONTRACT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** The built-in sandbox payment gateway (test payments): default on outside production. */
  SANDBOX_GATEWAY: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** HMAC key of the sandbox gateway's callbacks (32+ characters); required when it is on in production. */
  SANDBOX_GATEWAY_SECRET: z.string().min(32).optional().or(z.literal('').transform(() => undefined)),
  /**
   * Key from which each game vendor's signing secret is derived (hex HMAC-SHA256(key, vendorCode)),
   * unless the operator stored an explicit secret. Required in production (32+ characters);
   * elsewhere a fixed development value.
   */
  VENDOR_SECRET_KEY: z.string().min(32).optional().or(z.literal('').transform(() => undefined)),
  /** The built-in vendor simulator (VSIM): default on outside production. */
  VENDOR_SIM: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /**
   * Where the vendor simulator reaches the provider API over HTTP (like a real vendor). Unset:
   * this process itself (http://127.0.0.1:PORT).
   */
  PROVIDER_API_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The site's public address (`https://play.example.com`, optionally with a path prefix) that
   * links in mails (password reset) start with. Unset: the brand's domains decide (see
   * mailLinkOrigin).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seed demo data (default: on outside production). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'BOT_CHECK_HMAC_KEY' | 'SANDBOX_GATEWAY' | 'SANDBOX_GATEWAY_SECRET' | 'VENDOR_SECRET_KEY' | 'VENDOR_SIM'
> & {
  seedDemo: boolean;
  dataDir: string;
  BOT_CHECK_HMAC_KEY: string;
  SANDBOX_GATEWAY: boolean;
  SANDBOX_GATEWAY_SECRET: string;
  VENDOR_SECRET_KEY: string;
  VENDOR_SIM: boolean;
};

/** Development/test value of VENDOR_SECRET_KEY (never accepted in production). */
export const DEV_VENDOR_SECRET_KEY = 'sorte-dev-vendor-secret-key-not-for-production';

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.BOT_CHECK_HMAC_KEY) {
    throw new Error('Invalid environment:\n  BOT_CHECK_HMAC_KEY: required in production (at least 32 characters)');
  }
  const sandbox = env.SANDBOX_GATEWAY ?? env.NODE_ENV !== 'production';
  if (env.NODE_ENV === 'production' && sandbox && !env.SANDBOX_GATEWAY_SECRET) {
    throw new Error('Invalid environment:\n  SANDBOX_GATEWAY_SECRET: required when SANDBOX_GATEWAY is on in production (at least 32 characters)');
  }
  if (env.NODE_ENV === 'production' && !env.VENDOR_SECRET_KEY) {
    throw new Error('Invalid environment:\n  VENDOR_SECRET_KEY: required in production (at least 32 characters)');
  }
  return {
    ...env,
    VENDOR_SECRET_KEY: env.VENDOR_SECRET_KEY ?? DEV_VENDOR_SECRET_KEY,
    VENDOR_SIM: env.VENDOR_SIM ?? env.NODE_ENV !== 'production',
    BOT_CHECK_HMAC_KEY: env.BOT_CHECK_HMAC_KEY ?? randomBytes(32).toString('hex'),
    SANDBOX_GATEWAY: sandbox,
    SANDBOX_GATEWAY_SECRET: env.SANDBOX_GATEWAY_SECRET ?? randomBytes(32).toString('hex'),
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    dataDir: path.resolve(env.DATA_DIR),
  };
}
