// Lottery settlement benchmark worker, run by scripts/bench/lottery.mjs as `node --import tsx`
// (never by the tests). On a scratch PostgreSQL database (created and dropped here) it seeds one
// drawn VN issue with `--bets` bet lines over `--members` players in set-based SQL
// (generate_series), then times SettlementService.settle on it: the set-based UPDATE, the
// per-member sums, the wagering and rebate bookkeeping, and the ledger payment. With --explain it
// prints EXPLAIN ANALYZE of the deciding UPDATE (on a copy of the issue) to stderr.
// Prints one JSON line on stdout.
//
//   --url <admin postgres url>  --bets <n>  --members <n>  --runs <settlements, each on a fresh issue>
import { scratchPostgres } from './scratch-postgres';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { layoutOfRegion, lotteryGame as gameDef } from '@sorte/contracts/lottery/games';
import { officialIssue } from '@sorte/contracts/lottery/schedule';
import type { Database } from '../src/db/client';
import { runSeeds } from '../src/db/seed/index';
import { ledgerCurrency } from '../src/modules/ledger/index';
import { SettlementService } from '../src/modules/lottery/index';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    bets: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '2' },
    /** Keeps the scratch database (its name on stderr) to look at query plans. */
    keep: { type: 'boolean', default: false },
  },
});
const BETS = Number(args.bets);
const MEMBERS = Number(args.members);
const RUNS = Number(args.runs);

/** Rows of a raw query (node-postgres answers `{ rows }`). */
async function rowsOf<T>(db: Database['db'], query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

function scratch(): Promise<{ database: Database; drop: () => Promise<void> }> {
  return scratchPostgres(args.url, { keep: args.keep });
}

/** A fixed North prize table (27 prizes). */
function northPrizes(seed: number): Record<string, string[]> {
  let n = seed;
  const next = () => (n = (n * 7919 + 104_729) % 1_000_003);
  return Object.fromEntries(
    layoutOfRegion('NORTH').map((t) => [
      t.tier,
      Array.from({ length: t.count }, () =>
        String(next() % 10 ** t.digits).padStart(t.digits, '0'),
      ),
    ]),
  );
}

/**
 * One drawn North issue (a day of 2026 per run) with BETS lines: 70 % lô 2 số, 20 % đề, 10 %
 * xiên 2, numbers spread over 00-99 (a member's lines on different numbers, so most members win
 * something and the payout posting names most wallets), one slip per member.
 */
async function seedIssue(
  database: Database,
  run: number,
  currency: string,
): Promise<{ issueId: number; seedMs: number }> {
  const { db } = database;
  const started = performance.now();
  const date = `2026-10-${String(run + 1).padStart(2, '0')}`;
  const window = officialIssue(gameDef('VN_MB')!, date)!;
  const result = { kind: 'VN', prizes: northPrizes(run + 1) };
  const [issue] = await rowsOf<{ id: number }>(
    db,
    sql`insert into lottery_issue (game_code, issue_no, opens_at, closes_at, draw_at, status, result, result_version, drawn_at)
        values ('VN_MB', ${window.issueNo}, ${window.opensAt}, ${window.closesAt}, ${window.drawAt}, 'drawn', ${JSON.stringify(result)}::jsonb, 1, now())
        returning id::int as id`,
  );
  await db.execute(
    sql`insert into lottery_slip (slip_no, member_id, idempotency_key, request_hash, prize_mode, currency, demo, total_minor, line_count, ledger_transaction_id)
        select 'B' || ${issue!.id} || '-' || m.id, m.id, 'bench-' || ${issue!.id} || '-' || m.id, 'x', 'Lott', ${currency}, false, 0, 0, 0
        from member m where m.username like 'lottobench%'`,
  );
  await db.execute(
    sql`with slips as (
          select id, member_id, row_number() over (order by id) - 1 as n from lottery_slip where slip_no like ${`B${issue!.id}-%`}
        ), lines as (
          select g,
            case when g % 10 < 7 then 'LO2' when g % 10 < 9 then 'DE_DB' else 'XIEN2' end as play_type,
            lpad(((g::bigint * 7919 + g / ${MEMBERS}) % 100)::text, 2, '0') as a,
            lpad(((g::bigint * 104729 + 13 + 3 * (g / ${MEMBERS})) % 100)::text, 2, '0') as b
          from generate_series(0, ${BETS - 1}) g
        )
        insert into lottery_bet (slip_id, member_id, issue_id, game_code, play_type, numbers, selection, multiplier,
                                 unit_stake_minor, stake_units, stake_minor, odds_centi, demo)
        select s.id, s.member_id, ${issue!.id}, 'VN_MB', l.play_type,
          case when l.play_type = 'XIEN2' then array[least(l.a, l.b), greatest(l.a, l.b)] else array[l.a] end,
          case when l.play_type = 'XIEN2' then least(l.a, l.b) || ',' || greatest(l.a, l.b) else l.a end,
          1, 100,
          case when l.play_type = 'LO2' then 27 else 1 end,
          case when l.play_type = 'LO2' then 2700 else 100 end,
          case when l.play_type = 'LO2' then 9700 when l.play_type = 'DE_DB' then 9700 else 1700 end,
          false
        from lines l join slips s on s.n = l.g % ${MEMBERS}`,
  );
  await db.execute(sql`analyze lottery_bet`);
  return { issueId: issue!.id, seedMs: performance.now() - started };
}

async function main() {
  const { database, drop } = await scratch();
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: false });
    const { db } = database;
    await db.execute(
      sql`insert into member (username, referral_code) select 'lottobench' || g, 'LB' || g from generate_series(1, ${MEMBERS}) g`,
    );
    // Players who bet have their main wallet already.
    const currency = await ledgerCurrency(db);
    await db.execute(
      sql`insert into ledger_account (kind, member_id, currency) select 'PLAYER_MAIN', id, ${currency} from member where username like 'lottobench%'`,
    );
    await db.execute(sql`analyze member`);
    await db.execute(sql`analyze ledger_account`);
    const settlement = new SettlementService(db);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { issueId, seedMs } = await seedIssue(database, run, currency);
      const t0 = performance.now();
      const report = await settlement.settle(issueId, new Date());
      const settleMs = performance.now() - t0;
      const [check] = await rowsOf<{ open: number }>(
        db,
        sql`select count(*)::int as open from lottery_bet where issue_id = ${issueId} and status = 'open'`,
      );
      runs.push({
        seedMs,
        settleMs,
        bets: report.bets,
        winners: report.winners,
        paid: report.paid,
        leftOpen: check!.open,
      });
      process.stderr.write(
        `run ${run + 1}: seeded in ${(seedMs / 1000).toFixed(1)} s, settled ${report.bets} lines in ${(settleMs / 1000).toFixed(2)} s\n`,
      );
    }
    const [size] = await rowsOf<{ size: string }>(
      db,
      sql`select pg_size_pretty(pg_total_relation_size('lottery_bet')) as size`,
    );
    console.log(JSON.stringify({ bets: BETS, members: MEMBERS, runs, tableSize: size!.size }));
  } finally {
    await database.close();
    await drop();
  }
}

await main();
