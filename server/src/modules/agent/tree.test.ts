import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { createMember } from '../../../test/ledger-helpers';
import type { Database } from '../../db/client';
import { member } from '../../db/schema/index';
import { runSeeds } from '../../db/seed/index';
import { depthBelow, descendantIds, directDownlineIds, teamSizes, uplineChain } from './tree';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seeded: true }));
  await database.migrate();
  await runSeeds(database.db, { demo: true });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The closure computed from upline_id alone (recursive), against the table the triggers keep. */
async function closureMismatches(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`
      with recursive chain(ancestor_id, descendant_id, depth) as (
        select id, id, 0 from member
        union all
        select m.upline_id, c.descendant_id, c.depth + 1 from chain c join member m on m.id = c.ancestor_id
         where m.upline_id is not null
      )
      select count(*)::int as n from (
        (select ancestor_id, descendant_id, depth from chain except select ancestor_id, descendant_id, depth from agent_tree)
        union all
        (select ancestor_id, descendant_id, depth from agent_tree except select ancestor_id, descendant_id, depth from chain)
      ) d`),
  );
  return row!.n;
}

describe('agent tree (closure table kept by triggers)', () => {
  it('matches upline_id for the seeded members (the demo team included)', async () => {
    expect(await closureMismatches()).toBe(0);
  });

  it('answers descendants, direct downlines, depth and the upline chain', async () => {
    const top = await createMember(database.db, { accountType: 1 });
    const a = await createMember(database.db, { accountType: 2, uplineId: top });
    const b = await createMember(database.db, { uplineId: top });
    const a1 = await createMember(database.db, { uplineId: a });
    const a11 = await createMember(database.db, { uplineId: a1 });
    expect((await descendantIds(database.db, top)).sort()).toEqual([a, b, a1, a11].sort());
    expect((await directDownlineIds(database.db, top)).sort()).toEqual([a, b].sort());
    expect(await depthBelow(database.db, top, a11)).toBe(3);
    expect(await depthBelow(database.db, a, b)).toBeNull();
    expect(await uplineChain(database.db, a11)).toEqual([
      { id: a11, depth: 0 },
      { id: a1, depth: 1 },
      { id: a, depth: 2 },
      { id: top, depth: 3 },
    ]);
    expect((await teamSizes(database.db, [top, a, a11])).get(top)).toBe(4);
  });

  it('moves a whole subtree with its member, and refuses a cycle', async () => {
    const x = await createMember(database.db, { accountType: 1 });
    const y = await createMember(database.db, { accountType: 1 });
    const x1 = await createMember(database.db, { accountType: 2, uplineId: x });
    const x11 = await createMember(database.db, { uplineId: x1 });
    await database.db.update(member).set({ uplineId: y }).where(eq(member.id, x1));
    expect(await descendantIds(database.db, x)).toEqual([]);
    expect((await descendantIds(database.db, y)).sort()).toEqual([x1, x11].sort());
    expect(await depthBelow(database.db, y, x11)).toBe(2);
    // Under its own downline, or itself: refused, nothing changes.
    await expect(database.db.update(member).set({ uplineId: x11 }).where(eq(member.id, x1))).rejects.toThrow();
    await expect(database.db.update(member).set({ uplineId: x1 }).where(eq(member.id, x1))).rejects.toThrow();
    // Detached to the top.
    await database.db.update(member).set({ uplineId: null }).where(eq(member.id, x1));
    expect(await descendantIds(database.db, y)).toEqual([]);
    expect(await uplineChain(database.db, x11)).toEqual([
      { id: x11, depth: 0 },
      { id: x1, depth: 1 },
    ]);
    expect(await closureMismatches()).toBe(0);
  });

  it('follows a set-based insert that lists uplines before their downlines', async () => {
    const root = await createMember(database.db, { accountType: 1 });
    await database.db.execute(sql`
      insert into member (username, upline_id)
      select 'bulk' || ${root} || 'x' || g, ${root} from generate_series(1, 50) g`);
    expect(await directDownlineIds(database.db, root)).toHaveLength(50);
    expect(await closureMismatches()).toBe(0);
  });
});
