import { eq } from 'drizzle-orm';
import { INHOUSE_VENDOR, inhouseSlug } from '@sorte/contracts/games/inhouse-rules';
import type { WalletMode } from '@sorte/contracts/games/routes';
import type { Env } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import { providerVendor } from '../../db/schema/index';
import { catalogueVendorNames } from '../games/index';
import type { AuditContext, OpsService } from '../ops/index';
import { AppError } from '../../lib/app-error';
import { vendorSecret } from './secrets';

/** The vendor simulator's code (the integration that plays every third-party vendor until a real adapter exists). */
export const VSIM_VENDOR = 'VSIM';

/**
 * A launch adapter: how the games of a catalogue vendor are launched and which integration code
 * (X-Vendor-Code) then calls the provider API for them. A real vendor integration adds an entry
 * here (its caller is usually the vendor's own code and its game URL the vendor's launch address);
 * the operator then points the vendor at it (`PUT /ops/api/providers/vendors/:code { adapter }`).
 */
export interface LaunchAdapter {
  readonly name: string;
  /** The X-Vendor-Code this integration signs provider calls with, for games of `vendor`. */
  caller(vendor: string): string;
  /** Usable in this process (the simulator can be switched off). */
  available(env: Env): boolean;
  /**
   * The game page for a one-time launch code, or null when the adapter cannot launch this game.
   * The code goes in the fragment (`#code=`): browsers never send it to a server or a Referer.
   */
  gameUrl(input: { code: string; language: string; vendor: string; gameCode: string }): string | null;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const withCode = (path: string, language: string, code: string) => `${path}?${q({ lang: language })}#${q({ code })}`;
/** The one-time launch code of a game address (its `#code=`), or null. */
export function launchCodeOf(gameUrl: string): string | null {
  return new URLSearchParams(new URL(gameUrl, 'http://localhost').hash.slice(1)).get('code');
}

export const LAUNCH_ADAPTERS: Record<string, LaunchAdapter> = {
  INHOUSE: {
    name: 'INHOUSE',
    caller: () => INHOUSE_VENDOR,
    available: () => true,
    gameUrl: ({ code, language, gameCode }) => {
      const slug = inhouseSlug(gameCode);
      return slug ? withCode(`/play/${slug}`, language, code) : null;
    },
  },
  VSIM: {
    name: VSIM_VENDOR,
    caller: () => VSIM_VENDOR,
    available: (env) => env.VENDOR_SIM,
    gameUrl: ({ code, language }) => withCode('/vendor-sim/game', language, code),
  },
};
export const LAUNCH_ADAPTER_NAMES = Object.keys(LAUNCH_ADAPTERS);

/** Integration codes that call the provider API without being catalogue vendors. */
const INTEGRATION_CODES = [INHOUSE_VENDOR, VSIM_VENDOR];

export interface VendorSettings {
  code: string;
  adapter: string;
  walletMode: WalletMode;
  enabled: boolean;
  /** An operator-stored secret, if any. */
  secret: string | null;
  /** True when no operator row exists (all defaults). */
  defaults: boolean;
}

export const defaultAdapter = (code: string) => (code === INHOUSE_VENDOR ? 'INHOUSE' : 'VSIM');

type Row = typeof providerVendor.$inferSelect;
const toSettings = (code: string, row: Row | undefined): VendorSettings => ({
  code,
  adapter: row?.adapter ?? defaultAdapter(code),
  walletMode: (row?.walletMode as WalletMode | undefined) ?? 'seamless',
  enabled: row?.enabled ?? true,
  secret: row?.secret ?? null,
  defaults: !row,
});

/**
 * The vendor codes the operator runs in transfer mode (their games play from a wallet of their
 * own). The ledger's wallet service is given this lookup: the settings are the provider's.
 */
export async function transferVendorCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: providerVendor.code })
    .from(providerVendor)
    .where(eq(providerVendor.walletMode, 'transfer'));
  return rows.map((r) => r.code);
}

/**
 * Vendor integration settings (docs/games.md "Adapters"): defaults for every vendor, rows for
 * what the operator changed. Read on every provider call (one primary-key lookup).
 */
export class ProviderVendors {
  constructor(
    private readonly db: Db,
    private readonly env: Env,
  ) {}

  async settings(code: string, db: Db | Tx = this.db): Promise<VendorSettings> {
    const [row] = await db.select().from(providerVendor).where(eq(providerVendor.code, code)).limit(1);
    return toSettings(code, row);
  }

  /** The secret `code` signs with: the operator-stored one, else the one derived from VENDOR_SECRET_KEY. */
  async secretOf(code: string): Promise<string> {
    return (await this.settings(code)).secret ?? vendorSecret(this.env, code);
  }

  /** The adapter that launches `vendorCode`'s games (falls back to the default if unknown). */
  adapterOf(settings: VendorSettings): LaunchAdapter {
    return LAUNCH_ADAPTERS[settings.adapter] ?? LAUNCH_ADAPTERS[defaultAdapter(settings.code)]!;
  }

  /**
   * The calling integration behind X-Vendor-Code, if it may call now: INHOUSE, VSIM (when the
   * simulator is on), or a catalogue vendor configured with an adapter whose caller is itself.
   */
  async caller(code: string): Promise<(VendorSettings & { secretValue: string }) | undefined> {
    if (!/^[A-Z0-9_]{1,16}$/.test(code)) return undefined;
    const settings = await this.settings(code);
    if (!settings.enabled) return undefined;
    if (code === VSIM_VENDOR && !this.env.VENDOR_SIM) return undefined;
    if (!INTEGRATION_CODES.includes(code)) {
      const adapter = LAUNCH_ADAPTERS[settings.adapter];
      if (!adapter || adapter.caller(code) !== code) return undefined;
    }
    return { ...settings, secretValue: settings.secret ?? vendorSecret(this.env, code) };
  }

  /** Every catalogue vendor code and integration code with its settings (operator list). */
  async list() {
    const [catalogue, rows] = await Promise.all([
      catalogueVendorNames(this.db),
      this.db.select().from(providerVendor),
    ]);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const names = new Map<string, string>();
    for (const c of catalogue) if (!names.has(c.code)) names.set(c.code, c.name);
    for (const code of INTEGRATION_CODES) if (!names.has(code)) names.set(code, code === VSIM_VENDOR ? 'Vendor simulator' : code);
    for (const r of rows) if (!names.has(r.code)) names.set(r.code, r.code);
    return {
      adapters: LAUNCH_ADAPTER_NAMES.map((name) => ({ name, available: LAUNCH_ADAPTERS[name]!.available(this.env) })),
      vendors: [...names]
        .sort((a, b) => (a[0] < b[0] ? -1 : 1))
        .map(([code, name]) => {
          const s = toSettings(code, byCode.get(code));
          return {
            code,
            name,
            adapter: s.adapter,
            walletMode: s.walletMode,
            enabled: s.enabled,
            secretSet: s.secret !== null,
            integration: INTEGRATION_CODES.includes(code),
          };
        }),
    };
  }

  /** Operator change of one vendor's settings (audited); `secret: null` returns to the derived secret. */
  async set(
    ops: OpsService,
    ctx: AuditContext,
    code: string,
    input: { adapter?: string; walletMode?: WalletMode; enabled?: boolean; secret?: string | null },
  ) {
    if (input.adapter !== undefined && !LAUNCH_ADAPTERS[input.adapter]) {
      throw new AppError('VALIDATION_FAILED', { adapter: 'INVALID_VALUE' });
    }
    const known = (await this.list()).vendors.some((v) => v.code === code);
    if (!known) throw new AppError('NOT_FOUND');
    return ops.change(ctx, 'provider.vendor.set', `provider_vendor:${code}`, async (tx) => {
      const before = await this.settings(code, tx);
      const next = {
        code,
        adapter: input.adapter ?? before.adapter,
        walletMode: input.walletMode ?? before.walletMode,
        enabled: input.enabled ?? before.enabled,
        secret: input.secret === undefined ? before.secret : input.secret,
        updatedAt: new Date(),
      };
      await tx
        .insert(providerVendor)
        .values(next)
        .onConflictDoUpdate({ target: providerVendor.code, set: next });
      const hide = (s: { secret: string | null }) => ({ ...s, secret: s.secret ? '***' : null });
      const result = {
        code,
        adapter: next.adapter,
        walletMode: next.walletMode,
        enabled: next.enabled,
        secretSet: next.secret !== null,
      };
      return { before: hide(before), after: hide(next), result };
    });
  }
}
