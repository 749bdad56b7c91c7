import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_CROSSINGS } from './table-crossings';
import { TABLE_OWNERS } from './table-owners';

/**
 * Table ownership (docs/architecture.md "Table ownership"): a module's source (tests aside) names
 * only its own tables, by table object (imported from db/schema) or by name in SQL. The crossings
 * that remain are listed in table-crossings.ts; a new one fails here, and so does a listed one
 * that is gone (take it off the list).
 */
const SRC = join(import.meta.dirname, '..');
const MODULES = join(SRC, 'modules');

/** Every table of db/schema: its object name and its SQL name. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  const dir = join(SRC, 'db', 'schema');
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.set(m[1]!, m[2]!);
  }
  return tables;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The tables a source file names: table objects it imports or re-exports from db/schema, and SQL table names. */
function namedTables(text: string, tables: Map<string, string>): Set<string> {
  const code = withoutComments(text);
  const named = new Set<string>();
  for (const m of code.matchAll(
    /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*db\/schema[^']*'/g,
  )) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (tables.has(name)) named.add(name);
    }
  }
  for (const [object, sqlName] of tables) {
    if (new RegExp(`\\b(?:from|join|into|update)\\s+"?${sqlName}"?(?![\\w-])`, 'i').test(code))
      named.add(object);
  }
  return named;
}

/** "module/file.ts: table" for every table a module's file names that another module owns. */
function crossings(): string[] {
  const tables = schemaTables();
  const owners: Record<string, string> = TABLE_OWNERS;
  const found: string[] = [];
  for (const module of readdirSync(MODULES)) {
    for (const file of sourceFiles(join(MODULES, module))) {
      for (const table of namedTables(readFileSync(file, 'utf8'), tables)) {
        if (owners[table] !== module) found.push(`${relative(MODULES, file)}: ${table}`);
      }
    }
  }
  return found.sort();
}

describe('table ownership', () => {
  it('gives every table of db/schema an owner that exists', () => {
    const tables = [...schemaTables().keys()].sort();
    expect(tables.length).toBeGreaterThan(70);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
    const modules = new Set([...readdirSync(MODULES), 'seed']);
    expect(Object.values(TABLE_OWNERS).filter((owner) => !modules.has(owner))).toEqual([]);
  });

  it('finds the tables a file names, imported or in SQL', () => {
    const tables = schemaTables();
    const text = [
      "import { ledgerEntry, member as m } from '../../db/schema/index';",
      "export { gameRound } from '../../db/schema/index';",
      'const q = sql`select 1 from agent_tree t join "lottery_bet" b on true`; // from game',
      '/* update captcha */',
    ].join('\n');
    expect([...namedTables(text, tables)].sort()).toEqual([
      'agentTree',
      'gameRound',
      'ledgerEntry',
      'lotteryBet',
      'member',
    ]);
  });

  it('lets no module name a table it does not own, beyond the listed crossings', () => {
    const found = crossings();
    const known = [...KNOWN_CROSSINGS].sort();
    // New: go through the owner's index.ts. Gone: take it off table-crossings.ts.
    expect({
      new: found.filter((c) => !known.includes(c)),
      gone: known.filter((c) => !found.includes(c)),
    }).toEqual({
      new: [],
      gone: [],
    });
  });

  it('keeps table objects out of every module index.ts', () => {
    const tables = schemaTables();
    const exported = readdirSync(MODULES).filter((module) => {
      const index = readFileSync(join(MODULES, module, 'index.ts'), 'utf8');
      return (
        /db\/schema/.test(index) ||
        [...tables.keys()].some((t) =>
          new RegExp(`export\\s*\\{[^}]*\\b${t}\\b[^}]*\\}`).test(index),
        )
      );
    });
    expect(exported).toEqual([]);
  });
});
