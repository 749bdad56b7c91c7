import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '@sorte/contracts/games/inhouse';
import { LOCALES } from '@sorte/contracts/common/locale';
import { initTestI18n } from '../../testing/i18n';
import { RecallList } from './recall-list';

type Json = Record<string, Record<string, Record<string, string>>>;
const playTexts = import.meta.glob<{ default: Json }>('../../i18n/locales/*/play.json', {
  eager: true,
});
const shellTexts = import.meta.glob<{ default: Json }>('../../i18n/locales/*/shell.json', {
  eager: true,
});

function diceRound(roll: number, direction: 'under' | 'over', target: number, win: boolean) {
  return {
    roundId: `R${roll}${direction}abcdefghij`,
    game: 'dice',
    status: 'settled',
    bet: '1.00',
    win: win ? '1.98' : '0.00',
    currency: 'BRL',
    balanceBefore: '100.00',
    balanceAfter: win ? '100.98' : '99.00',
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'mine',
    nonce: 1,
    seedRevealed: false,
    outcome: { game: 'dice', roll, direction, target, win, multiplier: '1.9800' },
    createdAt: '2026-11-22T08:00:00.000Z',
    settledAt: '2026-11-22T08:00:00.000Z',
  } satisfies Round;
}

describe('RecallList: dice rounds', () => {
  beforeEach(() => initTestI18n());

  it('states the bet, the roll and the result, so a losing roll over the target reads as lost', () => {
    render(
      <RecallList
        rounds={[diceRound(7792, 'under', 5000, false), diceRound(6012, 'over', 4999, true)]}
        locale="en"
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bet: under 50.00 · Rolled 77.92 · Lost');
    expect(items[1]).toHaveTextContent('Bet: over 49.99 · Rolled 60.12 · Won');
  });
});

describe('in-house game words', () => {
  it.each(LOCALES)('%s: every dice line names the bet, the roll and the result', (locale) => {
    const play = playTexts[`../../i18n/locales/${locale}/play.json`]!.default;
    const dice = play.recall!.dice as unknown as Record<string, string>;
    for (const side of ['under', 'over'])
      for (const slot of ['{{target}}', '{{roll}}', '{{result}}'])
        expect(dice[side]).toContain(slot);
    expect(dice.won).not.toBe(dice.lost);
  });

  it.each(LOCALES)('%s: the Mines cash-out is not the site’s withdraw word', (locale) => {
    const play = playTexts[`../../i18n/locales/${locale}/play.json`]!.default;
    const shell = shellTexts[`../../i18n/locales/${locale}/shell.json`]!.default;
    const withdraw = shell.header!.account!.withdraw!.toLowerCase();
    const mines = play.mines as unknown as Record<string, string>;
    const cashout = mines.cashout!.replace('{{amount}}', '').trim().toLowerCase();
    const cashedOut = mines.cashedOut!.replace('{{amount}}', '').trim().toLowerCase();
    for (const word of [cashout, cashedOut]) {
      expect(withdraw).not.toContain(word);
      expect(word).not.toContain(withdraw);
      // No shared leading word either ("Sacar" / "Sacar", "ถอน" / "ถอนเงิน").
      expect(word.split(' ')[0]).not.toBe(withdraw.split(' ')[0]);
    }
  });
});
