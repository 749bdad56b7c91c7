import { describe, expect, it } from 'vitest';
import { lotteryGame, provincesOn } from './games';
import { elottIssueAt, elottIssueByNo, officialIssue, upcomingIssues, vnDate, weekdayOf } from './schedule';

const game = (code: string) => lotteryGame(code)!;
const iso = (d: Date | undefined) => d?.toISOString();

describe('Vietnam calendar', () => {
  it('reads dates and weekdays in Vietnam time (UTC+7)', () => {
    expect(vnDate(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26');
    expect(vnDate(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27'); // 00:00 in Hanoi
    expect(weekdayOf('2026-11-26')).toBe(4); // Thursday
  });

  it('knows which provinces draw on a weekday', () => {
    expect(provincesOn('SOUTH', 6).map((p) => p.code)).toEqual(['HCM', 'LA', 'BP', 'HG']);
    expect(provincesOn('SOUTH', 1).map((p) => p.code)).toEqual(['HCM', 'DT', 'CM']);
    expect(provincesOn('CENTRAL', 4).map((p) => p.code)).toEqual(['BDI', 'QT', 'QB']);
    expect(provincesOn('NORTH', 2).map((p) => p.code)).toEqual(['MB']);
    for (let day = 0; day < 7; day += 1) {
      expect(provincesOn('SOUTH', day).length).toBeGreaterThanOrEqual(3);
      expect(provincesOn('CENTRAL', day).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('official issues', () => {
  it('draws the North daily at 18:15 and closes 15 minutes before', () => {
    const issue = officialIssue(game('VN_MB'), '2026-11-26')!;
    expect(issue.issueNo).toBe('20261126');
    expect(iso(issue.drawAt)).toBe('2026-11-26T11:15:00.000Z');
    expect(iso(issue.closesAt)).toBe('2026-11-26T11:00:00.000Z');
    expect(iso(issue.opensAt)).toBe('2026-11-25T11:15:00.000Z');
  });

  it('draws a province only on its weekdays, opening after its previous draw', () => {
    expect(officialIssue(game('VN_HCM'), '2026-11-26')).toBeUndefined(); // Thursday
    const saturday = officialIssue(game('VN_HCM'), '2026-11-28')!;
    expect(iso(saturday.drawAt)).toBe('2026-11-28T09:15:00.000Z'); // 16:15 South
    expect(iso(saturday.opensAt)).toBe('2026-11-23T09:15:00.000Z'); // Monday's draw
    expect(iso(officialIssue(game('VN_DNG'), '2026-11-28')!.drawAt)).toBe('2026-11-28T10:15:00.000Z'); // 17:15 Central
  });

  it('takes an operator close time', () => {
    expect(iso(officialIssue(game('VN_MB'), '2026-11-26', 1800)!.closesAt)).toBe('2026-11-26T10:45:00.000Z');
  });

  it('lists the next issues after an instant', () => {
    const next = upcomingIssues(game('VN_HCM'), new Date('2026-11-28T09:15:00Z'), 2);
    expect(next.map((i) => i.issueNo)).toEqual(['20261130', '20261205']);
  });
});

describe('electronic issues', () => {
  const cases: Array<[string, string, string, string, string]> = [
    // game, instant, issue, closes, draws
    ['ELOTT_VN_1', '2026-11-26T17:00:30Z', '20261127-0001', '2026-11-26T17:00:50.000Z', '2026-11-26T17:01:00.000Z'],
    ['ELOTT_SSC_3', '2026-11-26T17:03:00Z', '20261127-0002', '2026-11-26T17:05:50.000Z', '2026-11-26T17:06:00.000Z'],
    ['ELOTT_K3_5', '2026-11-26T16:58:00Z', '20261126-0288', '2026-11-26T16:59:50.000Z', '2026-11-26T17:00:00.000Z'],
  ];
  it.each(cases)('%s at %s is issue %s', (code, at, issueNo, closes, draws) => {
    const issue = elottIssueAt(game(code), new Date(at));
    expect(issue.issueNo).toBe(issueNo);
    expect(iso(issue.closesAt)).toBe(closes);
    expect(iso(issue.drawAt)).toBe(draws);
    expect(elottIssueByNo(game(code), issueNo)).toEqual(issue);
  });

  it('refuses issue numbers outside the day', () => {
    expect(elottIssueByNo(game('ELOTT_K3_5'), '20261126-0289')).toBeUndefined();
    expect(elottIssueByNo(game('ELOTT_K3_5'), '20261126-0000')).toBeUndefined();
    expect(elottIssueByNo(game('ELOTT_K3_5'), '20261131-0001')).toBeUndefined();
    expect(elottIssueByNo(game('ELOTT_K3_5'), '2026113-0001')).toBeUndefined();
  });

  it('chains consecutive issues across midnight', () => {
    const next = upcomingIssues(game('ELOTT_VN_1'), new Date('2026-11-26T16:58:10Z'), 3);
    expect(next.map((i) => i.issueNo)).toEqual(['20261126-1439', '20261126-1440', '20261127-0001']);
  });
});
