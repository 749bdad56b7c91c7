import { z } from 'zod';
import { endpoint } from '../common/envelope';

/**
 * Operator ledger calls. `GET /ops/api/ledger/verify` recomputes every balance
 * from the entries (the same check as `npm run ledger:verify`); it only reads.
 */

/** An account whose stored balance differs from the sum of its entries. */
export const LedgerDriftSchema = z.object({
  accountId: z.string(),
  kind: z.string(),
  memberId: z.string().nullable(),
  vendorCode: z.string(),
  /** Stored balance (minor units as a money string). */
  balance: z.string(),
  /** Sum of the account's entries. */
  computed: z.string(),
});

export const LedgerUnbalancedSchema = z.object({
  transactionId: z.string(),
  /** Sum of the transaction's entries (should be 0.00). */
  sum: z.string(),
});

/** An entry whose balance_after is not the running sum of its account's entries up to it. */
export const LedgerChainBreakSchema = z.object({
  entryId: z.string(),
  accountId: z.string(),
  balanceAfter: z.string(),
  runningSum: z.string(),
});

/** A member-owned account below zero (the database refuses this; listed if it ever happens). */
export const LedgerNegativeSchema = z.object({
  accountId: z.string(),
  balance: z.string(),
});

export const LedgerVerifyReportSchema = z.object({
  /** True when every list below is empty. */
  ok: z.boolean(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  entries: z.number().int(),
  /** At most 100 of each list are returned; the counts are complete. */
  driftCount: z.number().int(),
  drift: z.array(LedgerDriftSchema),
  unbalancedCount: z.number().int(),
  unbalanced: z.array(LedgerUnbalancedSchema),
  chainBreakCount: z.number().int(),
  chainBreaks: z.array(LedgerChainBreakSchema),
  negativeCount: z.number().int(),
  negative: z.array(LedgerNegativeSchema),
  checkedAt: z.string(),
  durationMs: z.number().int(),
});
export type LedgerVerifyReport = z.infer<typeof LedgerVerifyReportSchema>;

export const UplineTransferSettingInputSchema = z.object({ allow: z.boolean() }).strict();

export const UplineTransferSettingSchema = z.object({
  memberId: z.string(),
  allowUplineTransfer: z.boolean(),
});

export const opsLedgerApi = {
  verify: endpoint({
    method: 'GET',
    path: '/ops/api/ledger/verify',
    response: LedgerVerifyReportSchema,
    auth: 'operator',
    summary: 'Recompute every ledger balance from its entries and report drift',
    tags: ['ops', 'ledger'],
  }),
  putUplineTransfer: endpoint({
    method: 'PUT',
    path: '/ops/api/agents/:id/upline-transfer',
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict(),
    body: UplineTransferSettingInputSchema,
    response: UplineTransferSettingSchema,
    auth: 'operator',
    summary: "Allow or refuse transfers from an agent's downlines to the agent (404 if not an agent)",
    tags: ['ops', 'ledger'],
  }),
};
