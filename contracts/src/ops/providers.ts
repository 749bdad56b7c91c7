import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { WALLET_MODES } from '../games/routes';

/** One vendor's integration settings as the operator sees them (the secret itself is never shown). */
export const ProviderVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The launch adapter: INHOUSE (own games), VSIM (the built-in vendor simulator) or a real vendor adapter. */
  adapter: z.string(),
  walletMode: z.enum(WALLET_MODES),
  enabled: z.boolean(),
  /** An explicit signing secret is stored (else it is derived from VENDOR_SECRET_KEY). */
  secretSet: z.boolean(),
  /** An integration code (INHOUSE, VSIM) rather than a catalogue vendor. */
  integration: z.boolean(),
});

export const ProviderVendorListSchema = z.object({
  adapters: z.array(z.object({ name: z.string(), available: z.boolean() })),
  vendors: z.array(ProviderVendorSchema),
});

export const ProviderVendorPatchSchema = z
  .object({
    adapter: z.string().regex(/^[A-Z0-9_]{1,16}$/).optional(),
    walletMode: z.enum(WALLET_MODES).optional(),
    enabled: z.boolean().optional(),
    /** 32-128 characters; null returns to the derived secret. */
    secret: z.string().min(32).max(128).nullable().optional(),
  })
  .strict();

export const ProviderVendorSetAnswerSchema = ProviderVendorSchema.pick({
  code: true,
  adapter: true,
  walletMode: true,
  enabled: true,
  secretSet: true,
});

export const opsProvidersApi = {
  list: endpoint({
    method: 'GET',
    path: '/ops/api/providers/vendors',
    response: ProviderVendorListSchema,
    auth: 'operator',
    summary: 'Game vendors with their launch adapter, wallet mode, switch and secret state',
    tags: ['ops', 'games'],
  }),
  set: endpoint({
    method: 'PUT',
    path: '/ops/api/providers/vendors/:code',
    params: z.object({ code: z.string().regex(/^[A-Z0-9_]{1,16}$/) }),
    body: ProviderVendorPatchSchema,
    response: ProviderVendorSetAnswerSchema,
    auth: 'operator',
    summary: "Set a vendor's adapter, wallet mode, switch or signing secret (audited)",
    tags: ['ops', 'games'],
  }),
} as const;
