import type { z } from 'zod';
import type { FieldRule } from '@sorte/contracts/common/errors';
import { LOCALES } from '@sorte/contracts/common/locale';
import { CATALOGUE_MAX_ROWS, CatalogueRowSchema, type CatalogueRow } from '@sorte/contracts/ops/games';
import { ESPORTS_VENDOR_CODES } from '@sorte/contracts/system/constants';
import { AppError } from '../../lib/app-error';
import { fieldsFromIssues } from '../../plugins/error-handler';
import { CsvError, parseCsv } from './csv';

const INTEGER_COLUMNS = new Set(['minLineNum', 'sort']);
const BOOLEAN_COLUMNS = new Set(['isHot', 'enabled', 'demo']);
const NAME_COLUMN = /^gameName\.(.+)$/;
const KNOWN_COLUMNS = new Set([
  ...Object.keys(CatalogueRowSchema.shape).filter((k) => k !== 'gameName'),
  ...LOCALES.map((l) => `gameName.${l}`),
]);

function fileError(rule: FieldRule): never {
  throw new AppError('VALIDATION_FAILED', { file: rule });
}

/** A CSV cell as the JSON value it stands for; typing errors are left for the schema. */
function cell(column: string, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  if (INTEGER_COLUMNS.has(column) && /^-?\d+$/.test(value)) return Number(value);
  if (BOOLEAN_COLUMNS.has(column)) {
    const lower = value.toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return true;
    if (['false', '0', 'no'].includes(lower)) return false;
  }
  return value;
}

/** CSV text -> row objects (header line names the columns; `gameName.<locale>` per language). */
export function csvRows(text: string): Record<string, unknown>[] {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) fileError('INVALID_FORMAT');
    throw error;
  }
  const [header, ...lines] = table;
  if (!header) fileError('REQUIRED');
  const columns = header.map((h) => h.trim());
  const unknown = columns.filter((c) => !KNOWN_COLUMNS.has(c));
  if (unknown.length || new Set(columns).size !== columns.length) {
    throw new AppError('VALIDATION_FAILED', Object.fromEntries((unknown.length ? unknown : ['file']).map((c) => [c, unknown.length ? 'UNKNOWN_FIELD' : 'INVALID_FORMAT'])));
  }
  return lines.map((cells) => {
    const row: Record<string, unknown> = {};
    const names: Record<string, string> = {};
    columns.forEach((column, i) => {
      const raw = (cells[i] ?? '').trim();
      const name = NAME_COLUMN.exec(column);
      if (name) {
        if (raw) names[name[1]!] = raw;
        return;
      }
      const value = cell(column, raw);
      if (value !== undefined) row[column] = value;
    });
    row.gameName = names;
    if (cells.length > columns.length) row['_extra'] = cells.slice(columns.length).join(',');
    return row;
  });
}

export interface ValidatedRows {
  valid: { row: number; value: CatalogueRow }[];
  rejected: { row: number; fields: Record<string, FieldRule> }[];
}

const isMissing = (input: unknown, path: PropertyKey[]) => {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current === undefined;
};

/**
 * Validates every row (numbered from 1) with the catalogue schema, files SPORTS rows of the
 * esports vendors under ESPORTS, and rejects rows repeating an earlier (vendor, gameCode) or
 * nodeId of the same file.
 */
export function validateRows(input: unknown): ValidatedRows {
  const raw = typeof input === 'string' ? csvRows(input) : input;
  if (!Array.isArray(raw)) fileError('INVALID_TYPE');
  if (raw.length === 0) fileError('REQUIRED');
  if (raw.length > CATALOGUE_MAX_ROWS) fileError('TOO_LONG');
  const result: ValidatedRows = { valid: [], rejected: [] };
  const seenCodes = new Set<string>();
  const seenNodes = new Set<string>();
  raw.forEach((item: unknown, index) => {
    const row = index + 1;
    const parsed = CatalogueRowSchema.safeParse(item);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue: z.core.$ZodIssue) => ({
        ...issue,
        path: issue.path.map(String),
        missing: issue.code === 'invalid_type' && isMissing(item, issue.path),
      }));
      result.rejected.push({ row, fields: fieldsFromIssues(issues) });
      return;
    }
    const value = parsed.data;
    if (value.gameType === 'SPORTS' && (ESPORTS_VENDOR_CODES as readonly string[]).includes(value.vendor)) {
      value.gameType = 'ESPORTS';
    }
    const codeKey = `${value.vendor}\u0000${value.gameCode}`;
    const fields: Record<string, FieldRule> = {};
    if (seenCodes.has(codeKey)) fields.gameCode = 'INVALID_VALUE';
    if (seenNodes.has(value.nodeId)) fields.nodeId = 'INVALID_VALUE';
    if (Object.keys(fields).length) {
      result.rejected.push({ row, fields });
      return;
    }
    seenCodes.add(codeKey);
    seenNodes.add(value.nodeId);
    result.valid.push({ row, value });
  });
  return result;
}
