import { eq, sql } from 'drizzle-orm';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import { hitTable, type DrawOutcome } from '@sorte/contracts/lottery/rules';
import { upcomingIssues } from '@sorte/contracts/lottery/schedule';
import type { Db, Tx } from '../../db/client';
import { lotteryIssue } from '../../db/schema/index';
import { accrueRebates, underRebatingAgent } from '../agent/index';
import { recordWager, withOpenRequirement } from '../cashier/index';
import { nodeHmac } from '../fairness/index';
import { ledgerCurrency, post } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import { stopWonChases } from './chase.service';
import { defOf, lotteryRepository, rowsOf, type IssueRow } from './lottery.repository';
import { houseSpec, mainSpec } from './slip.service';

export interface SettleReport {
  settled: boolean;
  version: number;
  bets: number;
  winners: number;
  paid: string;
}

/**
 * The hit table as one JSON object the settlement query looks lines up in
 * (`"<playType>:<selection>": hits`, single-number types) and the drawn lô numbers.
 */
function hitMap(outcome: DrawOutcome) {
  const table = hitTable(outcome);
  const hits: Record<string, number> = {};
  for (const [playType, map] of table.single) for (const [selection, count] of map) hits[`${playType}:${selection}`] = count;
  return { hits: JSON.stringify(hits), drawn: [...table.lo2Drawn].sort() };
}

const pgTextArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`;

/**
 * Draws, settlement, void. Settlement is set-based: one UPDATE decides every line of an issue by
 * looking it up in the issue's hit table (single-number types, one JSON object) or by array
 * containment against the drawn lô numbers (xiên, lô trượt), with no join, so each line is read
 * and rewritten once (on its page: docs/benchmarks.md "Lottery"); one ledger transaction per book
 * then pays each member the difference between what their lines now pay and what was paid before.
 * It runs once per result version (the issue row is locked and its settled_version checked; the ledger key is
 * `lottery:settle:<issue>:<version>:<book>`), so a correction re-settles by moving only the
 * difference. In the same transaction, chases with the win stop that won on the issue are stopped
 * and their remaining issues refunded (chase.service.ts).
 */
export class SettlementService {
  constructor(private readonly db: Db) {}

  async settle(issueId: number, now = new Date()): Promise<SettleReport> {
    const currency = await ledgerCurrency(this.db);
    return moneyTransaction(this.db, async (tx) => {
      const issue = await lotteryRepository.issueById(tx, issueId, { forUpdate: true });
      if (!issue || issue.status !== 'drawn' || !issue.result || issue.settledVersion >= issue.resultVersion) {
        return { settled: false, version: issue?.settledVersion ?? 0, bets: 0, winners: 0, paid: '0.00' };
      }
      const version = issue.resultVersion;
      const { hits, drawn } = hitMap(issue.result as unknown as DrawOutcome);
      // What each member was paid for the issue's lines before (a re-settlement; nothing was
      // paid before the first one), then one UPDATE decides every line and sets what it pays
      // (`paid_minor` too: the ledger posting below pays the difference in the same transaction).
      const before =
        issue.settledVersion === 0
          ? []
          : await rowsOf<{ member_id: string; demo: boolean; paid: string }>(
              tx,
              sql`select member_id, demo, sum(paid_minor)::text as paid from lottery_bet
                  where issue_id = ${issueId} and status in ('won', 'lost') group by member_id, demo`,
            );
      // A line's hits: its lookup in the hit table (h.m), or xiên / lô trượt against h.drawn.
      const lineHits = sql.raw(`(case
        when b.play_type like 'XIEN%' then (b.numbers <@ h.drawn)::int
        when b.play_type like 'TRUOT%' then (not (b.numbers && h.drawn))::int
        else coalesce((h.m ->> (b.play_type || ':' || b.selection))::int, 0)
      end)`);
      const after = await rowsOf<{ member_id: string; demo: boolean; payout: string; stake: string; n: number; winners: number }>(
        tx,
        sql`with u as (
              update lottery_bet b set
                hits = ${lineHits},
                payout_minor = b.unit_stake_minor * b.multiplier * b.odds_centi * ${lineHits} / 100,
                paid_minor = b.unit_stake_minor * b.multiplier * b.odds_centi * ${lineHits} / 100,
                status = case when ${lineHits} > 0 then 'won' else 'lost' end,
                settled_version = ${version},
                settled_at = ${now}
              from (select ${hits}::jsonb as m, ${pgTextArray(drawn)}::text[] as drawn) h
              where b.issue_id = ${issueId} and b.status in ('open', 'won', 'lost')
              returning b.member_id, b.demo, b.status, b.stake_minor, b.payout_minor
            )
            select member_id, demo, sum(payout_minor)::text as payout, sum(stake_minor)::text as stake,
                   count(*)::int as n, count(*) filter (where status = 'won')::int as winners
            from u group by member_id, demo`,
      );
      const paidBefore = new Map(before.map((b) => [`${b.member_id}:${b.demo}`, BigInt(b.paid)]));
      const deltas = after.map((a) => ({
        ...a,
        delta: String(BigInt(a.payout) - (paidBefore.get(`${a.member_id}:${a.demo}`) ?? 0n)),
      }));
      if (issue.settledVersion === 0) {
        // First settlement: the settled stakes count toward open wagering requirements.
        // The uplines' rebates accrue in the same transaction, once per issue, bettor and earner
        // (bet reference lottery:<issue>:<member>; the stakes of the member's lines summed).
        // Only members with an open requirement, or in the tree under an agent with a LOTT rate,
        // have anything to record: they are found in one query each, not one per member.
        const real = deltas.filter((d) => !d.demo).map((d) => Number(d.member_id));
        const wagering = await withOpenRequirement(tx, real);
        const downline = await underRebatingAgent(tx, real, 'LOTT');
        for (const d of deltas) {
          if (d.demo) continue;
          const memberId = Number(d.member_id);
          if (wagering.has(memberId)) await recordWager(tx, { memberId, gameType: 'LOTT', betMinor: BigInt(d.stake), demo: false });
          if (downline.has(memberId)) {
            await accrueRebates(tx, {
              betRef: `lottery:${issueId}:${memberId}`,
              bettorId: memberId,
              gameType: 'LOTT',
              betMinor: BigInt(d.stake),
              demo: false,
              at: now,
            });
          }
        }
      }
      let paid = 0n;
      let unrecovered = 0n;
      for (const demo of [false, true]) {
        const book = deltas.filter((d) => d.demo === demo && BigInt(d.delta) !== 0n);
        if (book.length === 0) continue;
        const house = houseSpec(currency, demo);
        const mains = book.map((d) => ({ spec: mainSpec(Number(d.member_id), currency, demo), delta: BigInt(d.delta) }));
        const posted = await post(tx, {
          type: 'LOTTERY_WIN',
          scope: 'system',
          key: `lottery:settle:${issueId}:${version}:${demo ? 'demo' : 'real'}`,
          request: { issueId, version, deltas: book.map((d) => [d.member_id, d.delta]) },
          reference: `${issue.gameCode}:${issue.issueNo}`,
          metadata: { issueId, gameCode: issue.gameCode, issueNo: issue.issueNo, version },
          currency,
          demo,
          accounts: [house, ...mains.map((m) => m.spec)],
          legs: (locked) => {
            let total = 0n;
            const legs = mains.map((m) => {
              const account = locked.of(m.spec);
              // A correction takes back at most what the wallet holds; the rest is reported.
              let amount = m.delta;
              if (amount < 0n && account.balance + amount < 0n) {
                if (!demo) unrecovered += -(account.balance + amount);
                amount = -account.balance;
              }
              total += amount;
              return { accountId: account.id, amount };
            });
            paid += total;
            return [...legs, { accountId: locked.of(house).id, amount: -total }];
          },
        });
        if (posted.replayed) paid = 0n;
      }
      // Chases with the win stop that won here: their issues still taking bets are refunded.
      await stopWonChases(tx, issueId, now, currency);
      await tx
        .update(lotteryIssue)
        .set({
          status: 'settled',
          settledVersion: version,
          settledAt: now,
          unrecoveredMinor: sql`${lotteryIssue.unrecoveredMinor} + ${unrecovered}`,
        })
        .where(eq(lotteryIssue.id, issueId));
      const report = deltas.reduce((r, d) => ({ n: r.n + d.n, winners: r.winners + d.winners }), { n: 0, winners: 0 });
      return { settled: true, version, bets: report.n, winners: report.winners, paid: (Number(paid) / 100).toFixed(2) };
    });
  }

  /**
   * Draws a due electronic issue from its committed seed and reveals the seed: a conditional
   * update from `open`, so across processes exactly one draw wins (the outcome is the same
   * whoever computes it). Answers true when this call drew it.
   */
  async drawElectronic(issue: IssueRow, now = new Date()): Promise<boolean> {
    const def = defOf(issue.gameCode);
    if (!def || def.kind === 'VN' || !issue.serverSeed || issue.status !== 'open' || issue.drawAt > now) return false;
    const outcome = drawIssue(def.kind, issue.serverSeed, issue.gameCode, issue.issueNo, nodeHmac);
    const rows = await this.db
      .update(lotteryIssue)
      .set({ status: 'drawn', result: outcome, resultVersion: 1, drawnAt: now, seedRevealedAt: now })
      .where(sql`${lotteryIssue.id} = ${issue.id} and ${lotteryIssue.status} = 'open'`)
      .returning({ id: lotteryIssue.id });
    return rows.length === 1;
  }

  /**
   * Voids an issue: every open, won or lost line becomes void; each member gets back stake minus
   * what was already paid for those lines (one LOTTERY_REFUND per book, key
   * `lottery:void:<issue>:<book>`; a negative difference is taken back as far as the wallet holds).
   */
  async voidIssue(tx: Tx, issueId: number, now = new Date()): Promise<{ bets: number; refund: string }> {
    const currency = await ledgerCurrency(tx);
    const issue = await lotteryRepository.issueById(tx, issueId, { forUpdate: true });
    if (!issue || issue.status === 'void') return { bets: 0, refund: '0.00' };
    const rows = await rowsOf<{ member_id: string; demo: boolean; delta: string; n: number }>(
      tx,
      sql`select member_id, demo, sum(stake_minor - paid_minor)::text as delta, count(*)::int as n
          from lottery_bet where issue_id = ${issueId} and status in ('open', 'won', 'lost')
          group by member_id, demo`,
    );
    let refund = 0n;
    for (const demo of [false, true]) {
      const book = rows.filter((r) => r.demo === demo && BigInt(r.delta) !== 0n);
      if (book.length === 0) continue;
      const house = houseSpec(currency, demo);
      const mains = book.map((r) => ({ spec: mainSpec(Number(r.member_id), currency, demo), delta: BigInt(r.delta) }));
      await post(tx, {
        type: 'LOTTERY_REFUND',
        scope: 'system',
        key: `lottery:void:${issueId}:${demo ? 'demo' : 'real'}`,
        request: { issueId, deltas: book.map((r) => [r.member_id, r.delta]) },
        reference: `${issue.gameCode}:${issue.issueNo}`,
        metadata: { issueId, gameCode: issue.gameCode, issueNo: issue.issueNo, void: true },
        currency,
        demo,
        accounts: [house, ...mains.map((m) => m.spec)],
        legs: (locked) => {
          let total = 0n;
          const legs = mains.map((m) => {
            const account = locked.of(m.spec);
            const amount = m.delta < 0n && account.balance + m.delta < 0n ? -account.balance : m.delta;
            total += amount;
            return { accountId: account.id, amount };
          });
          refund += total;
          return [...legs, { accountId: locked.of(house).id, amount: -total }];
        },
      });
    }
    await tx.execute(
      sql`update lottery_bet set status = 'void', paid_minor = stake_minor, settled_at = ${now}
          where issue_id = ${issueId} and status in ('open', 'won', 'lost')`,
    );
    await tx.update(lotteryIssue).set({ status: 'void', settledAt: now }).where(eq(lotteryIssue.id, issueId));
    return { bets: rows.reduce((n, r) => n + r.n, 0), refund: (Number(refund) / 100).toFixed(2) };
  }

  /**
   * One round of the lottery jobs, safe in several processes at once without a lock: issue rows
   * are unique per game and number (insert on conflict do nothing), a draw is a conditional
   * update from `open`, a settlement locks the issue row and checks its version, and every ledger
   * posting has its key, so each step happens once per issue whoever runs it:
   * create the next issues of every enabled game (seed hashes published ahead of betting), draw
   * the due electronic issues, settle every drawn issue whose result version is not settled yet.
   */
  async runJobs(now = new Date()): Promise<{ created: number; drawn: number; settled: number }> {
    let created = 0;
    for (const game of await lotteryRepository.games(this.db)) {
      const def = defOf(game.code);
      if (!def || !game.enabled) continue;
      for (const window of upcomingIssues(def, now, def.kind === 'VN' ? 2 : 3, game.closeSeconds)) {
        const exists = await lotteryRepository.issue(this.db, game.code, window.issueNo);
        if (!exists) {
          await lotteryRepository.ensureIssue(this.db, game, window);
          created += 1;
        }
      }
    }
    const due = await this.db
      .select()
      .from(lotteryIssue)
      .where(sql`${lotteryIssue.status} = 'open' and ${lotteryIssue.drawAt} <= ${now} and ${lotteryIssue.serverSeed} is not null`)
      .orderBy(lotteryIssue.drawAt)
      .limit(500);
    let drawn = 0;
    for (const issue of due) if (await this.drawElectronic(issue, now)) drawn += 1;
    const pending = await this.db
      .select({ id: lotteryIssue.id })
      .from(lotteryIssue)
      .where(sql`${lotteryIssue.status} = 'drawn' and ${lotteryIssue.settledVersion} < ${lotteryIssue.resultVersion}`)
      .orderBy(lotteryIssue.drawAt)
      .limit(500);
    let settled = 0;
    for (const { id } of pending) if ((await this.settle(id, now)).settled) settled += 1;
    return { created, drawn, settled };
  }
}
