import { useTranslation } from 'react-i18next';
import emptyArt from '../../../assets/illustrations/empty.svg';
import comingUpArt from '../../../assets/illustrations/coming-up.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { sessionToken } from '../../../lib/session-token';
import styles from './point-mall-page.module.css';
import shared from './pages.module.css';

const STEPS = [
  { key: 'earn', icon: 'rng' },
  { key: 'redeem', icon: 'point-mall' },
  { key: 'keep', icon: 'wallet' },
] as const;

/**
 * /pointMall: how points work, the member's side (balance and redeem history need a login), and
 * the reward catalogue, which is empty until the operator publishes rewards.
 */
export function PointMallPage() {
  const { t } = useTranslation('pages');
  const member = sessionToken.has();
  return (
    <div className={shared.page} data-testid="point-mall-page">
      <PageHeading
        icon="point-mall"
        title={t('pointMall.title')}
        subtitle={t('pointMall.subtitle')}
      />
      <div className={styles.layout}>
        <section className={`${shared.panel} ${styles.account}`} aria-labelledby="pm-account">
          <span className={styles.accountIcon} aria-hidden="true">
            <Icon name={member ? 'wallet' : 'user'} size={22} />
          </span>
          <h2 id="pm-account" className={styles.cardTitle}>
            {t(member ? 'pointMall.balance.memberTitle' : 'pointMall.balance.visitorTitle')}
          </h2>
          <p className={styles.cardText}>
            {t(
              member
                ? 'pointMall.balance.memberDescription'
                : 'pointMall.balance.visitorDescription',
            )}
          </p>
          {member ? null : (
            <div className={styles.accountActions}>
              <ButtonLink to={paths.login} block data-testid="point-mall-login">
                {t('pointMall.balance.login')}
              </ButtonLink>
              <ButtonLink to={paths.register} variant="ghost" block>
                {t('pointMall.balance.register')}
              </ButtonLink>
            </div>
          )}
        </section>
        <section
          className={`${shared.panel} ${shared.dashed} ${styles.catalogue}`}
          aria-labelledby="pm-rewards"
        >
          <h2 id="pm-rewards" className={`${shared.sectionTitle} ${styles.sectionHead}`}>
            {t('pointMall.rewards.title')}
          </h2>
          <EmptyState
            testId="point-mall-rewards-empty"
            image={comingUpArt}
            headingLevel={3}
            title={t('pointMall.rewards.emptyTitle')}
            description={t('pointMall.rewards.emptyDescription')}
          />
        </section>
        <section className={`${shared.panel} ${styles.how}`} aria-labelledby="pm-how">
          <h2 id="pm-how" className={`${styles.cardTitle} ${styles.howTitle}`}>
            {t('pointMall.how.title')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.key} className={styles.step}>
                <span className={styles.stepIcon} aria-hidden="true">
                  <Icon name={step.icon} size={18} />
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{t(`pointMall.how.${step.key}.title`)}</h3>
                  <p className={styles.cardText}>{t(`pointMall.how.${step.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {member ? (
        <section
          className={shared.panel}
          aria-labelledby="pm-history"
          data-testid="point-mall-history"
        >
          <h2 id="pm-history" className={`${shared.sectionTitle} ${styles.sectionHead}`}>
            {t('pointMall.history.title')}
          </h2>
          <EmptyState
            image={emptyArt}
            headingLevel={3}
            title={t('pointMall.history.emptyTitle')}
            description={t('pointMall.history.emptyDescription')}
          />
        </section>
      ) : null}
    </div>
  );
}
