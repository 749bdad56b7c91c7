import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { ledgerCurrency } from '../../modules/ledger/index';
import type { Tx } from '../client';
import { DEMO_AGENT, DEMO_MEMBER } from './demo';

/**
 * agent01's demo team below its three named downlines: three levels of `team001`…`team106`
 * (password as demo01's). Level 1: 10 members under agent01, the first 6 of them agents; level 2:
 * 8 under each of those agents, the first 2 of each 8 agents again; level 3: 4 under each of those
 * 12. Registered over the last 34 days.
 */
export const DEMO_TEAM = { level1: 10, level1Agents: 6, level2Each: 8, level2AgentsEach: 2, level3Each: 4 } as const;
export const DEMO_TEAM_SIZE =
  DEMO_TEAM.level1 +
  DEMO_TEAM.level1Agents * DEMO_TEAM.level2Each +
  DEMO_TEAM.level1Agents * DEMO_TEAM.level2AgentsEach * DEMO_TEAM.level3Each;
/** Rounds each playing member is offered (about two thirds are played). */
export const DEMO_TEAM_ROUNDS_EACH = 12;

/** agent01's own rebate rates (basis points) and its level-1 agents' (what they can pass down). */
export const DEMO_AGENT_RATES = { RNG: 100, LIVE: 60, FISH: 80, PVP: 50, SPORTS: 70, ESPORTS: 70, LOTT: 40, INHOUSE: 100 };
const SUB_AGENT_RATES = { RNG: 50, LIVE: 30, FISH: 40, PVP: 25, SPORTS: 35, ESPORTS: 35, LOTT: 20, INHOUSE: 50 };

const rows = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Set-based (INSERT … SELECT generate_series): the members level by level (uplines before their
 * downlines, as the agent tree's triggers need), then a month of money through ledger postings
 * like the site's own: each playing member's DEPOSIT (GATEWAY_CLEARING → main wallet) lands before
 * its first round and covers every stake, then its rounds as settled `game_round` rows with their
 * GAME_BET (main → HOUSE) and GAME_WIN (HOUSE → main) transactions, all in time order so each
 * entry's running balance is the account's balance at that moment. The ledger's own triggers keep
 * the balances and check every transaction sums to zero.
 */
export async function seedDemoAgentTeam(tx: Tx) {
  const [agent] = rows<{ id: string }>(
    await tx.execute(sql`select id::text as id from member where lower(username) = ${DEMO_AGENT.username.toLowerCase()}`),
  );
  if (!agent) return;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const { level1, level1Agents, level2Each, level2AgentsEach, level3Each } = DEMO_TEAM;
  const l2 = level1Agents * level2Each;
  const insertLevel = (first: number, count: number, upline: ReturnType<typeof sql>, agents: ReturnType<typeof sql>) =>
    tx.execute(sql`
      insert into member (username, nickname, password_hash, password_changed_at, password_default, account_type, upline_id, created_at)
      select 'team' || lpad(n::text, 3, '0'), 'Team ' || n, ${passwordHash}, now(), false,
             case when ${agents} then 1 else 0 end, ${upline},
             now() - make_interval(hours => 30 + ((n * 97) % (33 * 24)))
        from generate_series(${first}::int, ${first + count - 1}::int) as n
       order by n`);
  // Level 1 under agent01; level 2 under team001..team008; level 3 under the level-2 agents.
  await insertLevel(1, level1, sql`${Number(agent.id)}::bigint`, sql`n <= ${level1Agents}`);
  await insertLevel(
    level1 + 1,
    l2,
    sql`(select id from member where username = 'team' || lpad((((n - ${level1 + 1}) / ${level2Each}) + 1)::text, 3, '0'))`,
    sql`(n - ${level1 + 1}) % ${level2Each} < ${level2AgentsEach}`,
  );
  await insertLevel(
    level1 + l2 + 1,
    level1Agents * level2AgentsEach * level3Each,
    // The k-th level-2 agent (k from 0) is team(level1 + 1 + (k / 2) * 8 + k % 2).
    sql`(select id from member where username = 'team' || lpad((${level1 + 1} + ((n - ${level1 + l2 + 1}) / ${level3Each} / ${level2AgentsEach}) * ${level2Each} + ((n - ${level1 + l2 + 1}) / ${level3Each}) % ${level2AgentsEach})::text, 3, '0'))`,
    sql`false`,
  );

  // Rebate rates: agent01 and its level-1 agents (a downline's rate never above its upline's).
  const rateRows = (memberSql: ReturnType<typeof sql>, rates: Record<string, number>) =>
    tx.execute(sql`
      insert into agent_rebate_rate (member_id, game_type, rate_bp)
      select m.id, e.key, e.value::int
        from (${memberSql}) m
        cross join jsonb_each_text(${JSON.stringify(rates)}::jsonb) as e
      on conflict (member_id, game_type) do update set rate_bp = excluded.rate_bp`);
  await rateRows(sql`select ${Number(agent.id)}::bigint as id`, DEMO_AGENT_RATES);
  await rateRows(
    sql`select id from member where username between 'team001' and ${'team' + String(level1Agents).padStart(3, '0')}`,
    SUB_AGENT_RATES,
  );

  const currency = await ledgerCurrency(tx);
  await tx.execute(sql`
    insert into ledger_account (kind, member_id, currency, demo)
    select 'PLAYER_MAIN', id, ${currency}, false from member where username ~ '^team[0-9]{3}$'
    on conflict do nothing`);
  for (const kind of ['HOUSE', 'GATEWAY_CLEARING']) {
    await tx.execute(sql`
      insert into ledger_account (kind, member_id, currency, demo)
      values (${kind}, null, ${currency}, false) on conflict do nothing`);
  }

  // The games played: the first few real-money games of each category that has any.
  const games = rows<{ id: string }>(
    await tx.execute(sql`
      select g.id::text as id from (
        select id, row_number() over (partition by game_type order by id) as k
          from game where is_game = 'GAME' and enabled and vendor <> 'INHOUSE'
      ) g where g.k <= 3 order by g.id`),
  );
  if (games.length === 0) return;

  // Every posting in time order: members whose number is not a multiple of 5 play.
  await tx.execute(sql`
    create temp table demo_team_event on commit drop as
    with team as (
      select m.id, m.created_at, substring(m.username from 5)::int as n
        from member m where m.username ~ '^team[0-9]{3}$' and substring(m.username from 5)::int % 5 <> 0
    ),
    played as (
      select t.id as member_id, t.n, g,
             t.created_at + interval '2 hours'
               + (now() - t.created_at - interval '3 hours') * g / ${DEMO_TEAM_ROUNDS_EACH + 1} as at,
             (100 + ((t.n * 31 + g * 17) % 900))::bigint as bet,
             case when (t.n + g) % 4 = 0 then (100 + ((t.n * 31 + g * 17) % 900))::bigint * ((t.n + g) % 5 + 1)
                  when (t.n + g) % 4 = 1 then (100 + ((t.n * 31 + g * 17) % 900))::bigint / 2
                  else 0 end as win
        from team t cross join generate_series(1, ${DEMO_TEAM_ROUNDS_EACH}) as g
       where (t.n + g) % 3 <> 0
    )
    select member_id, at, 'DEPOSIT' as type, 'deposit-' || n as ref,
           (50000 + (n * 7919) % 150001)::bigint as amount, 0 as leg
      from team t cross join lateral (select t.id as member_id, t.created_at + interval '1 hour' as at) d
    union all
    select member_id, at, 'GAME_BET', 'round-' || n || '-' || g, bet, 1 from played
    union all
    select member_id, at + interval '1 minute', 'GAME_WIN', 'round-' || n || '-' || g, win, 2 from played where win > 0`);
  // A deposit covers every stake (12 rounds of at most 9.99 < 500.00).
  await tx.execute(sql`
    insert into ledger_transaction (type, idempotency_scope, idempotency_key, request_hash, member_id, reference, currency, demo, metadata, created_at)
    select e.type, 'system', 'seed:demo:team:' || e.ref || ':' || e.type, md5(e.ref || e.type), e.member_id,
           case when e.type = 'DEPOSIT' then null else 'VSIM:' || e.ref end, ${currency}, false,
           '{"seed": "demo-team"}'::jsonb, e.at
      from demo_team_event e
     order by e.at, e.leg`);
  await tx.execute(sql`
    insert into ledger_entry (transaction_id, account_id, amount, balance_after, currency, demo)
    select x.id, leg.account_id, leg.amount, 0, ${currency}, false
      from ledger_transaction x
      join ledger_account main on main.member_id = x.member_id and main.kind = 'PLAYER_MAIN' and main.currency = x.currency and not main.demo
      cross join lateral (
        select a.id from ledger_account a
         where a.kind = case x.type when 'DEPOSIT' then 'GATEWAY_CLEARING' else 'HOUSE' end
           and a.member_id is null and a.currency = x.currency and not a.demo
      ) other
      join demo_team_event e on 'seed:demo:team:' || e.ref || ':' || e.type = x.idempotency_key
      cross join lateral (values
        (1, other.id, case when x.type = 'GAME_BET' then e.amount else -e.amount end),
        (2, main.id, case when x.type = 'GAME_BET' then -e.amount else e.amount end)
      ) as leg(k, account_id, amount)
     where x.idempotency_scope = 'system' and x.idempotency_key like 'seed:demo:team:%'
     order by x.id, leg.k`);
  // The rounds themselves (what the team reports read), one settled row per stake.
  await tx.execute(sql`
    insert into game_round (vendor, game_vendor, game_id, game_code, round_id, member_id, currency, demo, wallet, bet, win, status, created_at, updated_at, settled_at)
    select 'VSIM', g.vendor, g.id, g.game_code, b.ref, b.member_id, ${currency}, false, '', b.amount,
           coalesce(w.amount, 0), 'settled', b.at, b.at + interval '1 minute', b.at + interval '1 minute'
      from demo_team_event b
      left join demo_team_event w on w.ref = b.ref and w.type = 'GAME_WIN'
      join (select id, vendor, game_code, row_number() over (order by id) - 1 as k from game
             where id in (${sql.join(games.map((g) => sql`${Number(g.id)}`), sql`, `)})) g
        on g.k = abs(hashtext(b.ref)) % ${games.length}
     where b.type = 'GAME_BET'
     order by b.at`);
  // The rebates the last 7 days' rounds earned (the rates date from then) along each bettor's
  // chain: each member's rate minus the one below it, the bettor's own rate included. The payout
  // job pays finished days as usual.
  await tx.execute(sql`
    insert into agent_rebate_accrual (earner_id, bettor_id, bet_ref, game_type, bet_minor, rate_bp, amount_e4, day, created_at)
    select up.ancestor_id, r.member_id, 'seed:demo:team:' || r.round_id, g.game_type, r.bet,
           own.rate_bp - coalesce(below.rate_bp, 0), r.bet * (own.rate_bp - coalesce(below.rate_bp, 0)),
           (r.settled_at at time zone 'UTC')::date, r.settled_at
      from game_round r
      join game g on g.id = r.game_id
      join agent_tree up on up.descendant_id = r.member_id
      join agent_rebate_rate own on own.member_id = up.ancestor_id and own.game_type = g.game_type
      left join agent_tree child on child.descendant_id = r.member_id and child.depth = up.depth - 1
      left join agent_rebate_rate below on below.member_id = child.ancestor_id and below.game_type = g.game_type
     where r.vendor = 'VSIM' and r.round_id like 'round-%' and r.settled_at > now() - interval '7 days'
       and r.member_id in (select id from member where username ~ '^team[0-9]{3}$')
       and own.rate_bp - coalesce(below.rate_bp, 0) > 0`);
}
