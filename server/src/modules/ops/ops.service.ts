import type { FeatureFlag } from '@sorte/contracts/system/constants';
import { FEATURE_FLAGS, REGISTRATION_FIELDS } from '@sorte/contracts/system/constants';
import { isValidAcceptedPattern } from '@sorte/contracts/auth/registration-rules';
import type { FieldRule } from '@sorte/contracts/common/errors';
import type { OpsLoginInput, RegionRules, RegistrationFieldInput } from '@sorte/contracts/ops/ops';
import type { FastifyRequest } from 'fastify';
import type { Brand, RegistrationFieldSetting } from '@sorte/contracts/system/system';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import type { CaptchaService } from '../captcha/index';
import { LoginGuard } from '../session/index';
import { SESSION_TOUCH_INTERVAL_MS } from '../session/index';
import { isValidRange, settingsSql } from '../system/index';
import type { SystemService } from '../system/index';
import { OpsRepository } from './ops.repository';

/** Operator session lifetimes: OPS_SESSION_MINUTES (absolute) and OPS_SESSION_IDLE_MINUTES. */
export interface OpsSessionTimes {
  absoluteMinutes: number;
  idleMinutes: number;
}

import type { AuditContext } from '../../plugins/auth';

export type { AuditContext };

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export class OpsService {
  private readonly repo: OpsRepository;

  private readonly guard: LoginGuard;

  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
    private readonly sessions: OpsSessionTimes,
    captcha: CaptchaService,
  ) {
    this.repo = new OpsRepository(db);
    this.guard = new LoginGuard(db, captcha);
  }

  /**
   * Operator login, throttled like the member login (LoginGuard) on counters of its own
   * (`ops:u:<username>`, `ops:ip:<address>`): captcha from the 4th attempt on a username (or the
   * 11th from an address), growing 429 delays from the 11th on a username.
   */
  async login(input: OpsLoginInput, ip: string, request: Pick<FastifyRequest, 'cookies'>) {
    const username = input.username.normalize('NFKC');
    const keys = { account: `ops:u:${username.toLowerCase()}`, ip: `ops:ip:${ip}` };
    await this.guard.admit(keys, { answer: input.captcha, request });
    const found = await this.repo.findOperator(username);
    const valid = await verifyPassword(found?.disabled ? null : found?.passwordHash, input.password);
    if (!found || !valid) throw new AppError('OPS_WRONG_CREDENTIALS');
    await this.guard.passed(keys);
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.sessions.absoluteMinutes * 60_000);
    await this.repo.createSession(hashToken(token), found.id, expiresAt);
    return { token, username: found.username, expiresAt: iso(expiresAt) };
  }

  /**
   * The operator behind a live token: not revoked, before its absolute expiry, used within the
   * idle minutes (last_seen_at, slid at most once a minute), operator not disabled.
   */
  async authenticate(token: string) {
    const tokenHash = hashToken(token);
    const now = new Date();
    const idleSince = new Date(now.getTime() - this.sessions.idleMinutes * 60_000);
    const session = await this.repo.findSession(tokenHash, now, idleSince);
    if (!session) return undefined;
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.repo.touchSession(tokenHash, now);
    }
    return { id: session.operatorId, username: session.username, tokenHash };
  }

  logout(tokenHash: string) {
    return this.repo.revokeSession(tokenHash, new Date());
  }

  /**
   * Runs a change and its audit row in one transaction, then refreshes the cached config.
   * Other modules' operator writes (e.g. the game catalogue) go through it too.
   */
  async change<T>(
    ctx: AuditContext,
    action: string,
    entity: string,
    work: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const { before, after, result } = await work(tx);
      await this.repo.writeAudit(tx, { ...ctx, action, entity, before, after });
      return result;
    });
    this.system.invalidate();
    return result;
  }

  async getStatus() {
    const config = await this.system.config();
    return this.db.transaction(async (tx) => {
      const row = await settingsSql.status(tx);
      const status: 0 | 1 = row?.status === 1 ? 1 : 0;
      return {
        status,
        message: row?.message ?? config.status.message,
        updatedAt: iso(row?.updatedAt ?? new Date(0)),
      };
    });
  }

  setStatus(ctx: AuditContext, input: { status: 0 | 1; message: string }) {
    return this.change(ctx, 'system.status.update', 'system_status', async (tx) => {
      const before = await settingsSql.status(tx);
      const row = await settingsSql.setStatus(tx, input.status, input.message);
      const result = { status: input.status, message: row.message, updatedAt: iso(row.updatedAt) };
      return {
        before: before ? { status: before.status, message: before.message } : null,
        after: { status: row.status, message: row.message },
        result,
      };
    });
  }

  async getRegionRules(): Promise<RegionRules> {
    const { region } = await this.system.config();
    return region;
  }

  setRegionRules(ctx: AuditContext, input: RegionRules) {
    const fields: Record<string, FieldRule> = {};
    input.blockedRanges.forEach((r, i) => {
      if (!isValidRange(r)) fields[`blockedRanges.${i}`] = 'INVALID_FORMAT';
    });
    input.allowedRanges.forEach((r, i) => {
      if (!isValidRange(r)) fields[`allowedRanges.${i}`] = 'INVALID_FORMAT';
    });
    input.geo.forEach((g, i) => {
      if (!isValidRange(g.range)) fields[`geo.${i}.range`] = 'INVALID_FORMAT';
    });
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
    const value = {
      ...input,
      blockedCountries: [...new Set(input.blockedCountries)],
    };
    return this.change(ctx, 'system.region.update', 'region_rules', async (tx) => {
      const before = await settingsSql.region(tx);
      await settingsSql.setRegion(tx, value);
      return {
        before: before
          ? {
              blockedCountries: before.blockedCountries,
              blockedRanges: before.blockedRanges,
              allowedRanges: before.allowedRanges,
              geo: before.geo,
              message: before.message,
            }
          : null,
        after: value,
        result: value,
      };
    });
  }

  async getFlags() {
    return (await this.system.config()).flags;
  }

  patchFlags(ctx: AuditContext, input: Partial<Record<FeatureFlag, boolean>>) {
    return this.change(ctx, 'system.flags.update', 'feature_flag', async (tx) => {
      const rows = await settingsSql.flags(tx);
      const current = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<FeatureFlag, boolean>;
      for (const row of rows) if (row.key in current) current[row.key as FeatureFlag] = row.enabled;
      const before: Record<string, boolean> = {};
      const after: Record<string, boolean> = {};
      for (const [key, enabled] of Object.entries(input) as [FeatureFlag, boolean][]) {
        before[key] = current[key];
        after[key] = enabled;
        current[key] = enabled;
        await settingsSql.setFlag(tx, key, enabled);
      }
      return { before, after, result: current };
    });
  }

  async getLanguages() {
    const { brand } = await this.system.config();
    return {
      languages: brand.languages,
      defaultLanguage: brand.defaultLanguage,
      defaultGameLanguage: brand.defaultGameLanguage,
    };
  }

  setLanguages(
    ctx: AuditContext,
    input: { languages: Brand['languages']; defaultLanguage: Brand['defaultLanguage']; defaultGameLanguage: Brand['defaultGameLanguage'] },
  ) {
    const value = { ...input, languages: [...new Set(input.languages)] };
    return this.change(ctx, 'system.languages.update', 'brand', async (tx) => {
      const before = await settingsSql.brand(tx);
      await settingsSql.updateBrand(tx, value);
      return {
        before: before
          ? {
              languages: before.languages,
              defaultLanguage: before.defaultLanguage,
              defaultGameLanguage: before.defaultGameLanguage,
            }
          : null,
        after: value,
        result: value,
      };
    });
  }

  async patchBrand(
    ctx: AuditContext,
    input: Partial<Omit<Brand, 'languages' | 'defaultLanguage' | 'defaultGameLanguage'>> & {
      gtagId?: string | null;
      imageCDNs?: string[];
      launchGameCDNs?: string[];
      domainList?: string[];
    },
  ) {
    const { imageCDNs, launchGameCDNs, domainList, ...rest } = input;
    const set = {
      ...rest,
      ...(imageCDNs ? { imageCdns: imageCDNs } : {}),
      ...(launchGameCDNs ? { launchGameCdns: launchGameCDNs } : {}),
      ...(domainList ? { domainList } : {}),
    };
    await this.change(ctx, 'system.brand.update', 'brand', async (tx) => {
      const before = await settingsSql.brand(tx);
      const row = await settingsSql.updateBrand(tx, set);
      const pick = (r: Record<string, unknown> | undefined) =>
        r ? Object.fromEntries(Object.keys(set).map((k) => [k, r[k]])) : null;
      return { before: pick(before), after: pick(row), result: null };
    });
    return (await this.system.config()).brand;
  }

  setModule(ctx: AuditContext, modId: string, enabled: boolean) {
    return this.change(ctx, 'system.module.update', 'whitelabel_module', async (tx) => {
      const before = await settingsSql.module(tx, modId);
      if (!before) throw new AppError('NOT_FOUND');
      await settingsSql.setModule(tx, modId, enabled);
      return {
        before: { modId, enabled: before.enabled },
        after: { modId, enabled },
        result: { modId, enabled },
      };
    });
  }

  /**
   * Sets one registration field's setting and rule. Unknown field: 404. minLength above
   * maxLength, or an acceptedPattern other than '*' that does not compile: 400 with fields.
   */
  setRegistrationField(ctx: AuditContext, field: string, input: RegistrationFieldInput) {
    if (!(REGISTRATION_FIELDS as readonly string[]).includes(field)) throw new AppError('NOT_FOUND');
    const fields: Record<string, FieldRule> = {};
    if (input.minLength > input.maxLength) fields.minLength = 'INVALID_VALUE';
    if (!isValidAcceptedPattern(input.acceptedPattern)) fields.acceptedPattern = 'INVALID_FORMAT';
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
    const pick = (r: RegistrationFieldSetting): RegistrationFieldSetting => ({
      field: r.field,
      visible: r.visible,
      required: r.required,
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
    });
    return this.change(ctx, 'system.registration_field.update', 'registration_field', async (tx) => {
      const before = await settingsSql.registrationField(tx, field);
      const row = await settingsSql.setRegistrationField(tx, { field, ...input });
      const after = pick(row);
      return { before: before ? pick(before) : null, after, result: after };
    });
  }

  async auditLogs(pageNo: number, pageSize: number) {
    const { rows, total } = await this.repo.auditPage(pageNo, pageSize);
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        operator: r.operator,
        action: r.action,
        entity: r.entity,
        before: r.before,
        after: r.after,
        ip: r.ip,
        createdAt: iso(r.createdAt),
      })),
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: OpsService;
  }
}
