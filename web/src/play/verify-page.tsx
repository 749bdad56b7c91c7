import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkRound, verifyOutcome } from '@sorte/contracts/games/fair/verify';
import {
  VerifyInputSchema,
  type Outcome,
  type VerifyAnswer,
  type VerifyInput,
} from '@sorte/contracts/games/inhouse';
import { MINES_CELLS, INHOUSE_GAMES, type InhouseGame } from '@sorte/contracts/games/inhouse-rules';
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

/** The form as typed; its rule is the API's own (`VerifyInputSchema`) on the values it reads. */
interface VerifyValues {
  game: InhouseGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  direction: 'under' | 'over';
  target: string;
  mines: string;
}
const VerifyFormSchema = z
  .object({
    game: z.enum(INHOUSE_GAMES),
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.string(),
    direction: z.enum(['under', 'over']),
    target: z.string(),
    mines: z.string(),
  })
  .transform((form) => ({
    game: form.game,
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed,
    nonce: Number(form.nonce),
    ...(form.game === 'dice'
      ? { direction: form.direction, target: Math.round(Number(form.target) * 100) }
      : {}),
    ...(form.game === 'mines' ? { mines: Number(form.mines) } : {}),
  }))
  .pipe(VerifyInputSchema);
const BLANK: VerifyValues = {
  game: 'slot',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  direction: 'under',
  target: '50.00',
  mines: '3',
};

/** Public page: recompute any round from its revealed server seed, client seed and nonce. */
export function VerifyPage() {
  const { t } = useTranslation('play');
  const { amount } = useMoney();
  const roundId = new URLSearchParams(window.location.search).get('round');
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
  // The form starts from the loaded round (react-hook-form takes `values` once they are there).
  const loaded = recorded.data;
  const prefill = useMemo((): VerifyValues | undefined => {
    if (!loaded) return undefined;
    const o = loaded.round.outcome;
    return {
      ...BLANK,
      game: loaded.round.game,
      serverSeed: loaded.serverSeed ?? '',
      clientSeed: loaded.round.clientSeed,
      nonce: String(loaded.round.nonce),
      ...(o.game === 'dice' ? { direction: o.direction, target: hundredths(o.target) } : {}),
      ...(o.game === 'mines' ? { mines: String(o.mines) } : {}),
    };
  }, [loaded]);
  const form = useForm<VerifyValues, unknown, VerifyInput>({
    resolver: zodResolver(VerifyFormSchema),
    defaultValues: BLANK,
    values: prefill,
  });
  const game = useWatch({ control: form.control, name: 'game' });
  const invalid = Object.keys(form.formState.errors).length > 0;

  const submit = form.handleSubmit(
    (input) => {
      const answer = verifyOutcome(input);
      setComputed(answer ? { answer } : { error: t('errors:codes.INHOUSE_TARGET_OUT_OF_RANGE') });
    },
    () => setComputed(null),
  );
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
          <form className={styles.form} onSubmit={(e) => void submit(e)}>
            <label className={styles.field}>
              <span>{t('verify.game')}</span>
              <select {...form.register('game')}>
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
                {...form.register('serverSeed')}
                required
                pattern="[0-9a-f]{64}"
                spellCheck={false}
              />
            </label>
            <label className={styles.field}>
              <span>{t('fairness.clientSeed')}</span>
              <input {...form.register('clientSeed')} required maxLength={64} spellCheck={false} />
            </label>
            <label className={styles.field}>
              <span>{t('fairness.nonce')}</span>
              <input {...form.register('nonce')} required inputMode="numeric" pattern="\d{1,10}" />
            </label>
            {game === 'dice' && (
              <>
                <label className={styles.field}>
                  <span>{t('dice.direction')}</span>
                  <select {...form.register('direction')}>
                    <option value="under">{t('dice.under')}</option>
                    <option value="over">{t('dice.over')}</option>
                  </select>
                </label>
                <label className={styles.field}>
                  <span>{t('dice.target')}</span>
                  <input {...form.register('target')} inputMode="decimal" />
                </label>
              </>
            )}
            {game === 'mines' && (
              <label className={styles.field}>
                <span>{t('mines.mines')}</span>
                <input {...form.register('mines')} inputMode="numeric" />
              </label>
            )}
            <button type="submit" className={styles.primary}>
              {t('verify.compute')}
            </button>
          </form>
          {invalid || (computed && 'error' in computed) ? (
            <p className={styles.error} role="alert">
              {invalid
                ? t('errors:codes.VALIDATION_FAILED')
                : computed && 'error' in computed && computed.error}
            </p>
          ) : null}
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
