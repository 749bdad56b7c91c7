import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';
import type { GameKind } from '@sorte/contracts/lottery/games';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import type { DrawOutcome } from '@sorte/contracts/lottery/rules';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../utils/error-message';
import { fairnessQueryOptions } from '../api/results';
import { CompactOutcome } from './draw-outcome';
import styles from './results.module.css';

const SEED = /^[0-9a-f]{64}$/;

type Verdict =
  | { state: 'checked'; hashOk: boolean; resultOk: boolean; outcome: DrawOutcome | null }
  | { state: 'invalid' };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Recomputes an electronic issue in the browser: the SHA-256 of the revealed seed must equal the
 * hash published before betting opened, and the draw from that seed (the same code the server
 * draws with) must equal the published result. Trusts nothing but the seed and this code.
 */
export function verifyIssue(
  kind: Exclude<GameKind, 'VN'>,
  input: { gameCode: string; issueNo: string; serverSeedHash: string; result: DrawOutcome | null },
  serverSeed: string,
): Verdict {
  const seed = serverSeed.trim().toLowerCase();
  if (!SEED.test(seed)) return { state: 'invalid' };
  const hashOk = serverSeedCommitment(seed) === input.serverSeedHash;
  const outcome = drawIssue(kind, seed, input.gameCode, input.issueNo);
  return {
    state: 'checked',
    hashOk,
    resultOk: !!input.result && same(outcome, input.result),
    outcome,
  };
}

function Badge({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useTranslation('lotteryResults');
  return (
    <p className={ok ? styles.ok : styles.bad} role="status">
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {label}:{' '}
      {ok ? t('fairness.match') : t('fairness.mismatch')}
    </p>
  );
}

/** The fairness data of one electronic issue with its in-browser verification. */
export function FairnessPanel({
  gameCode,
  issueNo,
  kind,
}: {
  gameCode: string;
  issueNo: string;
  kind: Exclude<GameKind, 'VN'>;
}) {
  const { t } = useTranslation(['lotteryResults', 'errors']);
  const query = useQuery(fairnessQueryOptions(gameCode, issueNo));
  const [seed, setSeed] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const data = query.data;
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.error || !data) {
    return (
      <p className={styles.bad} role="alert">
        {errorMessage(query.error, t, t('errors:codes.NETWORK_ERROR'))}
      </p>
    );
  }
  const value = seed ?? data.serverSeed ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(verifyIssue(kind, data, value));
  };
  const id = `seed-${gameCode}-${issueNo}`;
  return (
    <form className={styles.fairness} onSubmit={submit} data-testid="fairness-panel">
      <dl className={styles.facts}>
        <dt>{t('fairness.hash')}</dt>
        <dd className={styles.code} data-testid="fairness-hash">
          {data.serverSeedHash}
        </dd>
        <dt>{t('fairness.clientSeed')}</dt>
        <dd className={styles.code}>
          {data.clientSeed} · {t('fairness.nonce', { nonce: data.nonce })}
        </dd>
      </dl>
      {data.serverSeed === null ? (
        <p className={styles.muted}>{t('fairness.notRevealed')}</p>
      ) : (
        <>
          <label className={styles.field} htmlFor={id}>
            <span className={styles.label}>{t('fairness.seed')}</span>
            <input
              id={id}
              className={styles.seedInput}
              value={value}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => {
                setSeed(e.target.value);
                setVerdict(null);
              }}
            />
          </label>
          <p className={styles.muted}>{t('fairness.how')}</p>
          <div>
            <Button type="submit" size="sm" data-testid="fairness-verify">
              {t('fairness.verify')}
            </Button>
          </div>
          {verdict?.state === 'invalid' ? (
            <p className={styles.bad} role="alert">
              {t('fairness.invalidSeed')}
            </p>
          ) : null}
          {verdict?.state === 'checked' ? (
            <div className={styles.verdict} data-testid="fairness-verdict">
              <Badge ok={verdict.hashOk} label={t('fairness.hashCheck')} />
              <Badge ok={verdict.resultOk} label={t('fairness.resultCheck')} />
              {verdict.outcome && verdict.outcome.kind !== 'ELOTT_VN' ? (
                <p className={styles.muted}>
                  {t('fairness.recomputed')} <CompactOutcome outcome={verdict.outcome} />
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </form>
  );
}
