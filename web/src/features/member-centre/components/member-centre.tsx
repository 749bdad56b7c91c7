import type { MemberInfo } from '@sorte/contracts/auth/session';
import clsx from 'clsx';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { MemberPageComponents } from '../utils/page-props';
import type { MemberCentrePage } from '../utils/pages';
import { SecurityCentre } from './security-centre';
import styles from './member-centre.module.css';

const ICONS: Record<MemberCentrePage, string> = {
  securityCenter: 'user',
  transferFund: 'wallet',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'agent',
  personalHistoryCopy: 'record',
  transactionHistory: 'record',
  personalProfit: 'record',
  bonusDetails: 'promotions',
  rewardCenter: 'point-mall',
  referral: 'agent',
  missionLeaderboard: 'promotions',
  messageV2: 'messages',
};

export interface MemberCentreProps {
  page: MemberCentrePage;
  pages: MemberCentrePage[];
  member: MemberInfo;
  /** Pages built by other features (wallet, cashier, records), lazy components by page key. */
  pageComponents?: MemberPageComponents;
  onNavigate(page: MemberCentrePage): void;
  onClose(): void;
}

/** The member centre overlay: a right-hand panel with its entries and the open page. */
export function MemberCentre({
  page,
  pages,
  member,
  pageComponents = {},
  onNavigate,
  onClose,
}: MemberCentreProps) {
  const { t } = useTranslation('member');
  const Page = pageComponents[page];
  const currentEntry = useRef<HTMLButtonElement>(null);
  // On a phone the entries are one scrolling row: keep the open page's entry in view.
  useEffect(() => {
    currentEntry.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  return (
    <Modal
      open
      onClose={onClose}
      variant="sheet"
      width={880}
      title={t('title')}
      testId="member-centre"
      bodyClassName={styles.body}
    >
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('navLabel')}>
          <ul className={styles.entries}>
            {pages.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={clsx(styles.entry, key === page && styles.current)}
                  aria-current={key === page ? 'page' : undefined}
                  ref={key === page ? currentEntry : undefined}
                  onClick={() => onNavigate(key)}
                  data-testid={`member-entry-${key}`}
                >
                  <Icon name={ICONS[key]} size={18} />
                  <span>{t(`pages.${key}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section
          className={styles.page}
          aria-label={t(`pages.${page}`)}
          data-testid={`member-page-${page}`}
        >
          {page === 'securityCenter' ? (
            <SecurityCentre member={member} />
          ) : Page ? (
            <Suspense fallback={<Spinner label={t('security.loading')} />}>
              <Page member={member} onNavigate={onNavigate} />
            </Suspense>
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
