import { z } from 'zod';
import { ContractTypeSettingSchema, SettlementSchema } from '../agent/salary';
import { CONTRACT_TYPES, SETTLEMENT_STATUSES } from '../agent/salary-routes';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PageNoSchema, pageOf } from '../common/pagination';

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const tags = ['ops', 'agents'];

export const ContractSettingsSchema = z.object({ types: z.array(ContractTypeSettingSchema) });
export const ContractSettingsBodySchema = z
  .object({ types: z.array(ContractTypeSettingSchema.strict()).min(1).max(CONTRACT_TYPES.length) })
  .strict();

export const OpsSettlementsQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    status: z.enum(SETTLEMENT_STATUSES).default('PENDING'),
    type: z.enum(CONTRACT_TYPES).optional(),
  })
  .strict();

export const AdjustSettlementBodySchema = z
  .object({
    amount: MoneySchema.refine((v) => !v.startsWith('-'), 'validation.money'),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();

export const RunSettlementsBodySchema = z
  .object({
    /** Only this type (default every enabled type). */
    type: z.enum(CONTRACT_TYPES).optional(),
    /** Settle the periods finished by this instant (ISO; default now). */
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .optional();

export const SettlementRunSchema = z.object({
  settled: z.number().int(),
  paid: z.number().int(),
  paidAmount: MoneySchema,
});

export const opsAgentContractsApi = {
  settings: endpoint({
    method: 'GET',
    path: '/ops/api/agent-contracts/settings',
    response: ContractSettingsSchema,
    auth: 'operator',
    summary: 'Contract types: enabled, and the limits of what an upline may offer',
    tags,
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/ops/api/agent-contracts/settings',
    body: ContractSettingsBodySchema,
    response: ContractSettingsSchema,
    auth: 'operator',
    summary: 'Enable contract types and set their limits (audited)',
    tags,
  }),
  settlements: endpoint({
    method: 'GET',
    path: '/ops/api/agent-contracts/settlements',
    query: OpsSettlementsQuerySchema,
    response: pageOf(SettlementSchema),
    auth: 'operator',
    summary: 'Settlements by status (default the pending ones), oldest first',
    tags,
  }),
  adjustSettlement: endpoint({
    method: 'PUT',
    path: '/ops/api/agent-contracts/settlements/:id',
    params: IdParams,
    body: AdjustSettlementBodySchema,
    response: SettlementSchema,
    auth: 'operator',
    summary: 'Change the amount of a pending settlement before it is paid (audited)',
    tags,
  }),
  run: endpoint({
    method: 'POST',
    path: '/ops/api/agent-contracts/settlements/run',
    body: RunSettlementsBodySchema,
    response: SettlementRunSchema,
    auth: 'operator',
    summary:
      'Run the settlement jobs now (the same exactly-once settlements as the schedule; audited)',
    tags,
  }),
};
