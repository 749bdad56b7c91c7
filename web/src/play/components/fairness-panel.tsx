import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RotateAnswer, SessionState } from '@sorte/contracts/games/inhouse';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import type { PlayApi } from '../api';
import styles from '../play.module.css';
import { errorText } from '../use-play-session';

const CLIENT_SEED = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

/** Seed commitment, client seed editor, nonce, rotation (reveals the old seed) and verify link. */
export function FairnessPanel({
  game,
  session,
  api,
}: {
  game: InhouseGame;
  session: SessionState;
  api: PlayApi;
}) {
  const { t } = useTranslation('play');
  const client = useQueryClient();
  const [seed, setSeed] = useState(session.fairness.clientSeed);
  const [revealed, setRevealed] = useState<RotateAnswer['revealed'] | null>(null);
  const setFairness = (fairness: SessionState['fairness']) =>
    client.setQueryData<SessionState>(['play', game, 'session'], (old) =>
      old ? { ...old, fairness } : old,
    );
  const save = useMutation({ mutationFn: () => api.setClientSeed(seed), onSuccess: setFairness });
  const rotate = useMutation({
    mutationFn: () =>
      api.rotate(seed !== session.fairness.clientSeed && CLIENT_SEED.test(seed) ? seed : undefined),
    onSuccess: (answer) => {
      setRevealed(answer.revealed);
      setFairness(answer.fairness);
      setSeed(answer.fairness.clientSeed);
      void client.invalidateQueries({ queryKey: ['play', game, 'history'] });
    },
  });
  const seedValid = CLIENT_SEED.test(seed);
  const error = save.error ?? rotate.error;
  return (
    <div className={styles.fairness}>
      <p className={styles.muted}>{t('fairness.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('fairness.serverSeedHash')}</dt>
        <dd className={styles.mono} data-testid="server-seed-hash">
          {session.fairness.serverSeedHash}
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd className={styles.mono} data-testid="nonce">
          {session.fairness.nonce}
        </dd>
      </dl>
      <label className={styles.field}>
        <span>{t('fairness.clientSeed')}</span>
        <div className={styles.betRow}>
          <input
            value={seed}
            maxLength={64}
            aria-invalid={!seedValid}
            onChange={(e) => setSeed(e.target.value)}
          />
          <button
            type="button"
            disabled={!seedValid || seed === session.fairness.clientSeed || save.isPending}
            onClick={() => save.mutate()}
          >
            {t('fairness.save')}
          </button>
        </div>
        {!seedValid && <small className={styles.fieldError}>{t('fairness.clientSeedRule')}</small>}
      </label>
      <button
        type="button"
        className={styles.secondary}
        disabled={rotate.isPending}
        onClick={() => rotate.mutate()}
      >
        {t('fairness.rotate')}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {errorText(error, t)}
        </p>
      )}
      {revealed && (
        <div className={styles.revealed} data-testid="revealed-seed">
          <strong>{t('fairness.revealedTitle', { rounds: revealed.rounds })}</strong>
          <span className={styles.muted}>{t('fairness.serverSeed')}</span>
          <code className={styles.mono}>{revealed.serverSeed}</code>
          <span className={styles.muted}>{t('fairness.clientSeed')}</span>
          <code className={styles.mono}>{revealed.clientSeed}</code>
        </div>
      )}
      <a className={styles.link} href="/play/verify" target="_blank" rel="noopener">
        {t('fairness.openVerify')}
      </a>
    </div>
  );
}
