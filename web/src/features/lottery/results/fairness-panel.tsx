import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';
import type { GameKind } from '@sorte/contracts/lottery/games';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import type { DrawOutcome } from '@sorte/contracts/lottery/rules';
import { fieldErrorText } from '../../../components/forms/field-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../utils/error-message';
import { fairnessQueryOptions, type FairnessAnswer } from '../api/results';
import { CompactOutcome } from './draw-outcome';
import styles from './results.module.css';

const SEED = /^[0-9a-f]{64}$/;
/** The revealed seed as typed: 64 hex digits (spaces around and capitals allowed). */
const SeedSchema = z.object({
  seed: z.string().trim().toLowerCase().regex(SEED, 'lotteryResults:fairness.invalidSeed'),
});

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
  const data = query.data;
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.error || !data) {
    return (
      <p className={styles.bad} role="alert">
        {errorMessage(query.error, t, t('errors:codes.NETWORK_ERROR'))}
      </p>
    );
  }
  return <FairnessForm data={data} kind={kind} id={`seed-${gameCode}-${issueNo}`} />;
}

function FairnessForm({
  data,
  kind,
  id,
}: {
  data: FairnessAnswer;
  kind: Exclude<GameKind, 'VN'>;
  id: string;
}) {
  const { t } = useTranslation('lotteryResults');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const form = useForm<{ seed: string }>({
    resolver: zodResolver(SeedSchema),
    defaultValues: { seed: data.serverSeed ?? '' },
  });
  const seedError = form.formState.errors.seed;
  const submit = form.handleSubmit(({ seed }) => setVerdict(verifyIssue(kind, data, seed)));
  return (
    <form
      className={styles.fairness}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="fairness-panel"
    >
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
              spellCheck={false}
              autoComplete="off"
              aria-invalid={Boolean(seedError)}
              {...form.register('seed', { onChange: () => setVerdict(null) })}
            />
          </label>
          <p className={styles.muted}>{t('fairness.how')}</p>
          <div>
            <Button type="submit" size="sm" data-testid="fairness-verify">
              {t('fairness.verify')}
            </Button>
          </div>
          {seedError ? (
            <p className={styles.bad} role="alert">
              {fieldErrorText(seedError, t)}
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
