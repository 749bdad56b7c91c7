import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import type { FieldRule } from '@sorte/contracts/common/errors';
import type { GameType } from '@sorte/contracts/system/constants';
import type { IsGame } from '@sorte/contracts/games/routes';
import type { ImportReport, OpsGame } from '@sorte/contracts/ops/games';
import type { Db, Tx } from '../../db/client';
import type { game } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AuditContext, OpsService } from '../ops/index';
import { CatalogueRepository, type GameInsert } from './catalogue.repository';
import { validateRows, type ValidatedRows } from './games.import';

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function toOpsGame(r: typeof game.$inferSelect): OpsGame {
  return {
    id: String(r.id),
    nodeId: r.nodeId,
    vassalage: r.vassalage,
    gameType: r.gameType as GameType,
    gameClassify: r.gameClassify,
    gameName: r.gameName,
    code: r.code,
    defaultPlayType: r.defaultPlayType,
    accountTypeName: r.accountTypeName,
    vendor: r.vendor,
    gameCode: r.gameCode,
    isGame: r.isGame as IsGame,
    minBet: fromMinor(r.minBet),
    minLineNum: r.minLineNum,
    isHot: r.isHot,
    enabled: r.enabled,
    sort: r.sort,
    demo: r.demoAllowed,
    image: r.image,
    updatedAt: iso(r.updatedAt),
  };
}

function strictFailure(rejected: ValidatedRows['rejected']): AppError {
  const fields: Record<string, FieldRule> = {};
  for (const r of rejected) for (const [f, rule] of Object.entries(r.fields)) fields[`${r.row}.${f}`] = rule;
  return new AppError('VALIDATION_FAILED', fields);
}

/**
 * Writes validated catalogue rows inside `tx`: creates missing vendors, refuses a nodeId that
 * belongs to another game, upserts by (vendor, gameCode). Not partial: any rejected row throws
 * (the caller's transaction rolls back). Used by the operator import and the demo seed.
 */
export async function applyCatalogue(
  tx: Tx,
  { valid, rejected: invalid }: ValidatedRows,
  partial: boolean,
): Promise<ImportReport> {
  const repo = new CatalogueRepository(tx);
  const rejected = [...invalid];
  if (rejected.length && !partial) throw strictFailure(rejected);
  const categories = new Set((await repo.categories(tx)).map((c) => c.code));
  const vendors = await repo.vendors(tx);
  const known = new Set(vendors.map((v) => `${v.category}/${v.code}`));
  let nextSort = Math.max(0, ...vendors.map((v) => v.sort)) + 1;
  const owners = new Map(
    (await repo.nodeOwners(tx, valid.map((v) => v.value.nodeId))).map((o) => [o.nodeId, `${o.vendor}\u0000${o.gameCode}`]),
  );
  const newVendors: { category: string; code: string; vassalage: string; name: string; sort: number }[] = [];
  const rows: GameInsert[] = [];
  for (const { row, value } of valid) {
    const fields: Record<string, FieldRule> = {};
    if (!categories.has(value.gameType)) fields.gameType = 'INVALID_VALUE';
    const owner = owners.get(value.nodeId);
    if (owner && owner !== `${value.vendor}\u0000${value.gameCode}`) fields.nodeId = 'INVALID_VALUE';
    if (Object.keys(fields).length) {
      rejected.push({ row, fields });
      continue;
    }
    const vendorKey = `${value.gameType}/${value.vendor}`;
    if (!known.has(vendorKey)) {
      known.add(vendorKey);
      newVendors.push({
        category: value.gameType,
        code: value.vendor,
        vassalage: value.vassalage ?? value.vendor,
        name: value.vendorName ?? value.vendor,
        sort: nextSort++,
      });
    }
    rows.push({
      nodeId: value.nodeId,
      vassalage: value.vassalage ?? value.vendor,
      gameType: value.gameType,
      gameClassify: value.gameClassify,
      gameName: value.gameName,
      code: value.code,
      defaultPlayType: value.defaultPlayType,
      accountTypeName: value.accountTypeName,
      vendor: value.vendor,
      gameCode: value.gameCode,
      isGame: value.isGame,
      minBet: toMinor(value.minBet),
      minLineNum: value.minLineNum,
      isHot: value.isHot,
      enabled: value.enabled,
      sort: value.sort,
      demoAllowed: value.demo,
      image: value.image ?? `games/${value.vendor}/${value.gameCode}.svg`,
    });
  }
  if (rejected.length && !partial) throw strictFailure(rejected);
  rejected.sort((a, b) => a.row - b.row);
  await repo.createVendors(tx, newVendors);
  const { inserted, updated } = await repo.upsert(tx, rows);
  return { inserted, updated, rejected, vendorsCreated: newVendors.map((v) => `${v.category}/${v.code}`) };
}

/**
 * The operator side of the catalogue: import (JSON or CSV, all rows in one transaction with
 * its audit row), list and patch. Vendors a catalogue names that do not exist yet in the
 * row's category are created (enabled), so a new brand can start from one file.
 */
export class CatalogueService {
  private readonly repo: CatalogueRepository;

  constructor(
    db: Db,
    private readonly ops: OpsService,
  ) {
    this.repo = new CatalogueRepository(db);
  }

  /**
   * `partial` false (default): any rejected row rejects the file (400, fields `<row>.<field>`)
   * and nothing changes. `partial` true: the valid rows are imported and the rejected reported.
   */
  async importCatalogue(ctx: AuditContext, input: unknown, partial: boolean): Promise<ImportReport> {
    const validated = validateRows(input);
    if (validated.rejected.length && !partial) throw strictFailure(validated.rejected);
    return this.ops.change(ctx, 'games.import', 'game', async (tx) => {
      const result = await applyCatalogue(tx, validated, partial);
      const { inserted, updated, vendorsCreated } = result;
      return {
        before: null,
        after: { rows: validated.valid.length, inserted, updated, rejected: result.rejected.length, vendorsCreated },
        result,
      };
    });
  }

  async list(q: { gameType?: string; vendor?: string; q?: string; pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repo.list(q, q.pageNo, q.pageSize);
    return { list: rows.map(toOpsGame), totalPages: Math.ceil(total / q.pageSize), total };
  }

  async patch(ctx: AuditContext, id: number, patch: { enabled?: boolean; isHot?: boolean; sort?: number }) {
    return this.ops.change(ctx, 'games.update', 'game', async (tx) => {
      const before = await this.repo.find(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await this.repo.patch(tx, id, patch);
      const pick = (r: typeof before) => ({ id: r.id, nodeId: r.nodeId, enabled: r.enabled, isHot: r.isHot, sort: r.sort });
      return { before: pick(before), after: pick(after!), result: toOpsGame(after!) };
    });
  }
}
