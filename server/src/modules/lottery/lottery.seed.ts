import { LOTTERY_GAMES, PRIZE_MODES, lotteryGame as gameDef } from '@sorte/contracts/lottery/games';
import { ODDS_BY_SELECTION, defaultOdds, defaultStakeUnits, playTypesOf, selectionValues } from '@sorte/contracts/lottery/rules';
import { defaultMaxChaseIssues } from '@sorte/contracts/lottery/chase';
import { defaultCloseSeconds } from '@sorte/contracts/lottery/schedule';
import type { Tx } from '../../db/client';
import { lotteryGame, lotteryOdds } from '../../db/schema/index';

/** One odds row per prize mode, odds group, play type (and selection for the exact-sum types). */
export function defaultOddsRows() {
  const rows: (typeof lotteryOdds.$inferInsert)[] = [];
  const groups = new Map(LOTTERY_GAMES.map((g) => [g.group, g]));
  for (const mode of PRIZE_MODES) {
    for (const [group, game] of groups) {
      for (const playType of playTypesOf(game.kind)) {
        const selections = ODDS_BY_SELECTION.includes(playType) ? selectionValues(playType) : [''];
        for (const selection of selections) {
          rows.push({
            prizeMode: mode,
            groupCode: group,
            playType,
            selection,
            oddsCenti: defaultOdds(mode, game, playType, selection),
            stakeUnits: defaultStakeUnits(game, playType),
          });
        }
      }
    }
  }
  return rows;
}

/**
 * The lottery's base configuration (every database, production too): the catalogue's games with
 * their default close times, and the default odds table of every prize mode. Rows that exist are
 * left alone (the operator's settings win).
 */
export async function seedLotteryDefaults(tx: Tx): Promise<void> {
  await tx
    .insert(lotteryGame)
    .values(
      LOTTERY_GAMES.map((g) => ({
        code: g.code,
        kind: g.kind,
        region: g.region ?? null,
        province: g.province ?? null,
        intervalMinutes: g.intervalMinutes ?? null,
        groupCode: g.group,
        name: g.name,
        closeSeconds: defaultCloseSeconds(gameDef(g.code)!),
        sort: g.sort,
        maxChaseIssues: defaultMaxChaseIssues(g.kind),
      })),
    )
    .onConflictDoNothing();
  const rows = defaultOddsRows();
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(lotteryOdds).values(rows.slice(i, i + 500)).onConflictDoNothing();
  }
}
