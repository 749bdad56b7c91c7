import path from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env (STYLE.md section 6). */
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
  /** Where the built web app lives. */
  WEB_DIST: z.string().optional(),
  /** Password for `cli create-operator`. */
  OPS_PASSWORD: z.string().optional(),
  /** Seed demo data (default: on outside production). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export type Env = z.infer<typeof EnvSchema> & { seedDemo: boolean; dataDir: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    dataDir: path.resolve(env.DATA_DIR),
  };
}
