import clsx from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import emptyArt from '../../../assets/illustrations/empty.svg';
import failedArt from '../../../assets/illustrations/load-failed.svg';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useDomainRoute } from '../api/get-domain-route';
import { measureDomain, routedDomains, speedTier } from '../utils/measure';
import styles from './speed-test-modal.module.css';

/** url -> result of one run; a row without a result of the current run is being tested. */
type Results = Record<string, { run: number; ms: number | null }>;

function SpeedTest() {
  const { t } = useTranslation(['help', 'common']);
  const query = useDomainRoute();
  const domains = useMemo(
    () => (query.data ? routedDomains(query.data.domainList) : []),
    [query.data],
  );
  const [run, setRun] = useState(1);
  const [results, setResults] = useState<Results>({});

  useEffect(() => {
    let live = true;
    for (const domain of domains) {
      void measureDomain(domain.url).then((ms) => {
        if (live) setResults((prev) => ({ ...prev, [domain.url]: { run, ms } }));
      });
    }
    return () => {
      live = false;
    };
  }, [domains, run]);

  if (query.isPending) return <Spinner label={t('common:status.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        image={failedArt}
        title={t('help:speedTest.loadFailed')}
        headingLevel={3}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (domains.length === 0) {
    return <EmptyState image={emptyArt} title={t('help:speedTest.empty')} headingLevel={3} />;
  }

  const testing = domains.some((d) => results[d.url]?.run !== run);
  return (
    <div className={styles.root} data-testid="speed-test">
      <p className={styles.intro}>{t('help:speedTest.intro')}</p>
      <ul className={styles.list} aria-busy={testing}>
        {domains.map((domain) => {
          const result = results[domain.url];
          const done = result?.run === run;
          const ms = done ? result.ms : undefined;
          const tier = typeof ms === 'number' ? speedTier(ms) : undefined;
          return (
            <li
              key={domain.url}
              className={styles.row}
              data-testid="speed-row"
              data-state={!done ? 'testing' : ms === null ? 'unreachable' : tier}
            >
              <span className={styles.signal} aria-hidden="true">
                <Icon name="speed-test" size={18} />
              </span>
              <span className={styles.domain}>
                <span className={styles.host}>{domain.domain}</span>
                {domain.current ? (
                  <span className={styles.current}>{t('help:speedTest.current')}</span>
                ) : null}
              </span>
              <span className={styles.result} aria-live="polite">
                {!done ? (
                  <span className={styles.testing}>
                    <span className={styles.dot} aria-hidden="true" />
                    {t('help:speedTest.testing')}
                  </span>
                ) : ms === null ? (
                  <span className={clsx(styles.badge, styles.unreachable)}>
                    {t('help:speedTest.unreachable')}
                  </span>
                ) : (
                  <span className={clsx(styles.badge, tier && styles[tier])}>
                    <span className={styles.ms}>{t('help:speedTest.ms', { ms })}</span>
                    <span className={styles.tier}>{t(`help:speedTest.tiers.${tier}`)}</span>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <ul className={styles.legend} aria-label={t('help:speedTest.legend')}>
          <li className={styles.fast}>{t('help:speedTest.legendFast')}</li>
          <li className={styles.ok}>{t('help:speedTest.legendOk')}</li>
          <li className={styles.slow}>{t('help:speedTest.legendSlow')}</li>
        </ul>
        <Button variant="secondary" onClick={() => setRun((n) => n + 1)} disabled={testing}>
          <Icon name="refresh" size={16} />
          {t('help:speedTest.again')}
        </Button>
      </div>
    </div>
  );
}

/** Line speed test: each routed domain with its measured response time. */
export function SpeedTestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('help');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('speedTest.title')}
      width={580}
      testId="speed-test-modal"
    >
      <SpeedTest />
    </Modal>
  );
}
