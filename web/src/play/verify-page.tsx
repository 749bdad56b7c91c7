import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRound, verifyOutcome } from '@sorte/contracts/games/fair/verify';
import {
  VerifyInputSchema,
  type Outcome,
  type VerifyAnswer,
} from '@sorte/contracts/games/inhouse';
import {
  MINES_CELLS,
  INHOUSE_GAMES,
  type InhouseGame,
} from '@sorte/contracts/games/inhouse-rules';
import { verifyApi } from './api';
import { diceSummary } from './components/recall-list';
import { SlotSymbolArt } from './components/slot-symbols';
import { hundredths } from './format';
import styles from './play.module.css';
import { PlayThemeButton } from './components/theme-button';
import { useMoney } from './use-money';
import { errorText } from './use-play-session';

/** The recomputed (or recorded) outcome, drawn small. */
function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('play');
  if (outcome.game === 'slot') {
    return (
      <div className={styles.miniSlot} data-testid="verify-outcome">
        {outcome.grid.map((column, reel) => (
          <div key={reel}>
            {column.map((symbol, row) => (
              <SlotSymbolArt key={row} symbol={symbol} />
            ))}
          </div>
        ))}
        <p className={styles.muted}>
          {t('verify.stops', { stops: outcome.stops.join(', ') })} ·{' '}
          {outcome.lineWins.length
            ? outcome.lineWins
                .map((w) =>
                  t('verify.lineWin', {
                    line: w.line,
                    count: w.count,
                    symbol: t(`symbols.${w.symbol}`),
                    pay: w.pay,
                  }),
                )
                .join(' · ')
            : t('recall.slotNoWin')}
        </p>
      </div>
    );
  }
  if (outcome.game === 'dice') {
    return (
      <p className={styles.bigFigure} data-testid="verify-outcome">
        {hundredths(outcome.roll)} <small className={styles.muted}>{diceSummary(outcome, t)}</small>
      </p>
    );
  }
  return (
    <div className={styles.miniMines} data-testid="verify-outcome">
      {Array.from({ length: MINES_CELLS }, (_, cell) => (
        <span
          key={cell}
          className={
            outcome.mineCells?.includes(cell)
              ? styles.miniMine
              : outcome.revealed.includes(cell)
                ? styles.miniGem
                : undefined
          }
        />
      ))}
    </div>
  );
}

function Check({ ok, label }: { ok: boolean | null; label: string }) {
  const { t } = useTranslation('play');
  if (ok === null) return null;
  return (
    <span className={ok ? styles.okBadge : styles.badBadge}>
      {ok ? '✓' : '✗'} {label}: {ok ? t('verify.match') : t('verify.mismatch')}
    </span>
  );
}

/** Public page: recompute any round from its revealed server seed, client seed and nonce. */
export function VerifyPage() {
  const { t } = useTranslation('play');
  const { amount } = useMoney();
  const roundId = new URLSearchParams(window.location.search).get('round');
  const [form, setForm] = useState({
    game: 'slot' as InhouseGame,
    serverSeed: '',
    clientSeed: '',
    nonce: '0',
    direction: 'under' as 'under' | 'over',
    target: '50.00',
    mines: '3',
  });
  const recorded = useQuery({
    queryKey: ['play', 'verify', roundId],
    queryFn: () => verifyApi.round(roundId!),
    enabled: !!roundId,
  });
  // Everything below is recomputed here, in the browser, by the same code the server plays with:
  // the page trusts only the revealed seed, never the server's own verdict.
  const [computed, setComputed] = useState<{ answer: VerifyAnswer } | { error: string } | null>(
    null,
  );

  // Prefill the form once from the loaded round (state adjusted during render, not in an effect).
  const [prefilled, setPrefilled] = useState<string | null>(null);
  if (recorded.data && prefilled !== recorded.data.round.roundId) {
    const data = recorded.data;
    const o = data.round.outcome;
    setPrefilled(data.round.roundId);
    setForm((f) => ({
      ...f,
      game: data.round.game,
      serverSeed: data.serverSeed ?? '',
      clientSeed: data.round.clientSeed,
      nonce: String(data.round.nonce),
      ...(o.game === 'dice' ? { direction: o.direction, target: hundredths(o.target) } : {}),
      ...(o.game === 'mines' ? { mines: String(o.mines) } : {}),
    }));
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = VerifyInputSchema.safeParse({
      game: form.game,
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed,
      nonce: Number(form.nonce),
      ...(form.game === 'dice'
        ? { direction: form.direction, target: Math.round(Number(form.target) * 100) }
        : {}),
      ...(form.game === 'mines' ? { mines: Number(form.mines) } : {}),
    });
    if (!input.success) {
      setComputed({ error: t('errors:codes.VALIDATION_FAILED') });
      return;
    }
    const answer = verifyOutcome(input.data);
    setComputed(answer ? { answer } : { error: t('errors:codes.INHOUSE_TARGET_OUT_OF_RANGE') });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const data = recorded.data;
  const check = useMemo(
    () => (data?.serverSeed ? checkRound(data.round, data.serverSeed) : null),
    [data],
  );

  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <div className={styles.brand}>
          <div>
            <span className={styles.brandKicker}>{t('brand')}</span>
            <h1 className={styles.title}>{t('verify.title')}</h1>
          </div>
        </div>
        <PlayThemeButton />
      </header>
      <div className={styles.verifyLayout}>
        <section className={styles.card}>
          <h2>{t('verify.howTitle')}</h2>
          <ol className={styles.steps}>
            <li>{t('verify.how1')}</li>
            <li>{t('verify.how2')}</li>
            <li>{t('verify.how3')}</li>
            <li>{t('verify.how4')}</li>
          </ol>
        </section>

        {roundId && (
          <section className={styles.card} data-testid="verify-round">
            <h2>{t('verify.roundTitle', { id: roundId })}</h2>
            {recorded.error && <p className={styles.error}>{errorText(recorded.error, t)}</p>}
            {data && (
              <>
                <dl className={styles.facts}>
                  <dt>{t(`games.${data.round.game}.name`)}</dt>
                  <dd>
                    {t('recall.bet')} {amount(data.round.bet)} · {t('verify.win')}{' '}
                    {amount(data.round.win)}
                  </dd>
                  <dt>{t('fairness.serverSeedHash')}</dt>
                  <dd className={styles.mono}>{data.round.serverSeedHash}</dd>
                  <dt>{t('fairness.clientSeed')}</dt>
                  <dd className={styles.mono}>{data.round.clientSeed}</dd>
                  <dt>{t('fairness.nonce')}</dt>
                  <dd className={styles.mono}>{data.round.nonce}</dd>
                </dl>
                <h3>{t('verify.recorded')}</h3>
                <OutcomeView outcome={data.round.outcome} />
                {data.serverSeed && check ? (
                  <>
                    <div className={styles.badges} data-testid="verify-checks">
                      <Check ok={check.hashMatches} label={t('verify.hashCheck')} />
                      <Check ok={check.outcomeMatches} label={t('verify.outcomeCheck')} />
                    </div>
                    <p className={styles.hint}>{t('verify.inBrowser')}</p>
                    <dl className={styles.facts}>
                      <dt>{t('fairness.serverSeed')}</dt>
                      <dd className={styles.mono}>{data.serverSeed}</dd>
                    </dl>
                  </>
                ) : (
                  <p className={styles.notice}>{t('verify.notRevealed')}</p>
                )}
              </>
            )}
          </section>
        )}

        <section className={styles.card}>
          <h2>{t('verify.formTitle')}</h2>
          <form className={styles.form} onSubmit={submit}>
            <label className={styles.field}>
              <span>{t('verify.game')}</span>
              <select value={form.game} onChange={set('game')}>
                {INHOUSE_GAMES.map((g) => (
                  <option key={g} value={g}>
                    {t(`games.${g}.name`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>{t('fairness.serverSeed')}</span>
              <input
                value={form.serverSeed}
                onChange={set('serverSeed')}
                required
                pattern="[0-9a-f]{64}"
                spellCheck={false}
              />
            </label>
            <label className={styles.field}>
              <span>{t('fairness.clientSeed')}</span>
              <input
                value={form.clientSeed}
                onChange={set('clientSeed')}
                required
                maxLength={64}
                spellCheck={false}
              />
            </label>
            <label className={styles.field}>
              <span>{t('fairness.nonce')}</span>
              <input
                value={form.nonce}
                onChange={set('nonce')}
                required
                inputMode="numeric"
                pattern="\d{1,10}"
              />
            </label>
            {form.game === 'dice' && (
              <>
                <label className={styles.field}>
                  <span>{t('dice.direction')}</span>
                  <select value={form.direction} onChange={set('direction')}>
                    <option value="under">{t('dice.under')}</option>
                    <option value="over">{t('dice.over')}</option>
                  </select>
                </label>
                <label className={styles.field}>
                  <span>{t('dice.target')}</span>
                  <input value={form.target} onChange={set('target')} inputMode="decimal" />
                </label>
              </>
            )}
            {form.game === 'mines' && (
              <label className={styles.field}>
                <span>{t('mines.mines')}</span>
                <input value={form.mines} onChange={set('mines')} inputMode="numeric" />
              </label>
            )}
            <button type="submit" className={styles.primary}>
              {t('verify.compute')}
            </button>
          </form>
          {computed && 'error' in computed && (
            <p className={styles.error} role="alert">
              {computed.error}
            </p>
          )}
          {computed && 'answer' in computed && (
            <div className={styles.result} data-testid="verify-computed">
              <dl className={styles.facts}>
                <dt>{t('verify.hashOfSeed')}</dt>
                <dd className={styles.mono}>{computed.answer.serverSeedHash}</dd>
              </dl>
              <OutcomeView outcome={computed.answer.outcome} />
              <p className={styles.hint}>{t('verify.inBrowser')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
