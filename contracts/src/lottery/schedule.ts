import {
  DEFAULT_ELOTT_CLOSE_SECONDS,
  DEFAULT_VN_CLOSE_MINUTES,
  PROVINCES,
  REGION_DRAW_TIME,
  type LotteryGameDef,
} from './games';

/**
 * Issue (kỳ) schedule, in Vietnam time (UTC+7 all year, no daylight saving).
 *
 * - VN official games draw once on each of their province's weekdays; the issue number is the
 *   Vietnam date `YYYYMMDD`; betting opens when the previous draw of the game is over (at the
 *   latest the day before) and closes `closeSeconds` before the draw (default 15 minutes).
 * - Electronic games draw every `intervalMinutes` around the clock; periods are numbered per
 *   Vietnam day from 1 (`YYYYMMDD-NNNN`, four digits); period n of a day opens at
 *   midnight + (n - 1) × interval, draws at midnight + n × interval and closes `closeSeconds`
 *   before (default 10 s).
 */

export const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

export interface IssueWindow {
  issueNo: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

/** The Vietnam calendar date of an instant, `YYYY-MM-DD`. */
export function vnDate(at: Date): string {
  return new Date(at.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a Vietnam date `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a Vietnam wall-clock time on a Vietnam date happens. */
export function vnInstant(date: string, hour: number, minute: number, second = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute, second) - VN_OFFSET_MS);
}

export const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

const compact = (date: string) => date.replaceAll('-', '');

/** Default seconds betting closes before the draw of a game. */
export function defaultCloseSeconds(game: LotteryGameDef): number {
  return game.kind === 'VN' ? DEFAULT_VN_CLOSE_MINUTES * 60 : DEFAULT_ELOTT_CLOSE_SECONDS;
}

/** True when a VN official game draws on a Vietnam date. */
export function drawsOn(game: LotteryGameDef, date: string): boolean {
  const province = PROVINCES.find((p) => p.code === game.province);
  return !!province && province.weekdays.includes(weekdayOf(date));
}

/** The official issue of a game on a Vietnam date, or undefined when it does not draw that day. */
export function officialIssue(game: LotteryGameDef, date: string, closeSeconds = defaultCloseSeconds(game)): IssueWindow | undefined {
  if (game.kind !== 'VN' || !drawsOn(game, date)) return undefined;
  const time = REGION_DRAW_TIME[game.region!];
  const drawAt = vnInstant(date, time.hour, time.minute);
  // Opens after the previous draw of the same game (searching back at most a week).
  let previous = addDays(date, -1);
  for (let i = 0; i < 7 && !drawsOn(game, previous); i += 1) previous = addDays(previous, -1);
  const opensAt = vnInstant(previous, time.hour, time.minute);
  return { issueNo: compact(date), opensAt, closesAt: new Date(drawAt.getTime() - closeSeconds * 1000), drawAt };
}

/** The next `count` official issues whose draw is after `from`. */
export function upcomingOfficialIssues(game: LotteryGameDef, from: Date, count: number, closeSeconds?: number): IssueWindow[] {
  const out: IssueWindow[] = [];
  let date = vnDate(from);
  for (let i = 0; out.length < count && i < 8 * count + 8; i += 1, date = addDays(date, 1)) {
    const issue = officialIssue(game, date, closeSeconds);
    if (issue && issue.drawAt > from) out.push(issue);
  }
  return out;
}

export const periodsPerDay = (intervalMinutes: number) => Math.floor(1440 / intervalMinutes);

/** The electronic issue number of period `n` (from 1) of a Vietnam date. */
export const elottIssueNo = (date: string, n: number) => `${compact(date)}-${String(n).padStart(4, '0')}`;

/** The window of an electronic issue by its number, or undefined for a malformed number. */
export function elottIssueByNo(game: LotteryGameDef, issueNo: string, closeSeconds = defaultCloseSeconds(game)): IssueWindow | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(issueNo);
  if (!match || !game.intervalMinutes) return undefined;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const n = Number(match[4]);
  if (n < 1 || n > periodsPerDay(game.intervalMinutes) || vnDate(vnInstant(date, 12, 0)) !== date) return undefined;
  const midnight = vnInstant(date, 0, 0).getTime();
  const step = game.intervalMinutes * 60_000;
  const drawAt = new Date(midnight + n * step);
  return {
    issueNo,
    opensAt: new Date(midnight + (n - 1) * step),
    closesAt: new Date(drawAt.getTime() - closeSeconds * 1000),
    drawAt,
  };
}

/** The electronic issue whose period contains `at` (opensAt ≤ at < drawAt). */
export function elottIssueAt(game: LotteryGameDef, at: Date, closeSeconds?: number): IssueWindow {
  if (!game.intervalMinutes) throw new RangeError(`${game.code} is not an electronic game`);
  const date = vnDate(at);
  const midnight = vnInstant(date, 0, 0).getTime();
  const n = Math.floor((at.getTime() - midnight) / (game.intervalMinutes * 60_000)) + 1;
  return elottIssueByNo(game, elottIssueNo(date, n), closeSeconds)!;
}

/** The next `count` issues of any game whose draw is after `from`, in draw order. */
export function upcomingIssues(game: LotteryGameDef, from: Date, count: number, closeSeconds?: number): IssueWindow[] {
  if (game.kind === 'VN') return upcomingOfficialIssues(game, from, count, closeSeconds);
  const out: IssueWindow[] = [];
  let at = from;
  while (out.length < count) {
    const issue = elottIssueAt(game, at, closeSeconds);
    out.push(issue);
    at = issue.drawAt;
  }
  return out;
}
