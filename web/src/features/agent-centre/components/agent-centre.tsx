import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import type { AgentCentrePage } from '../utils/pages';
import { AnnouncementsPage } from './announcements-page';
import { ContractsPage } from './contracts-page';
import { DownlinesPage } from './downlines-page';
import { IncomePage } from './income-page';
import { RegisterCentrePage } from './register-centre-page';
import { SettlementsPage } from './settlements-page';
import { TeamBetsPage } from './team-bets-page';
import { TeamOverviewPage } from './team-overview-page';
import { TeamProfitLossPage } from './team-profit-loss-page';
import { TeamTransactionsPage } from './team-transactions-page';
import styles from './agent-centre.module.css';

const ICONS: Record<AgentCentrePage, string> = {
  agentTeamOverview: 'home',
  agentAnnouncement: 'announcement',
  registerCenter: 'user',
  downlineManagmentView: 'agent',
  agentPersonalHistoryCopy: 'record',
  palStatementsAgentCopy: 'wallet',
  agentRevenueReport: 'deposit',
  agentDownlineTransactionDetailsCopy: 'withdraw',
  agentContracts: 'check',
  agentDividendRecordCopy2: 'point-mall',
  agentDailyWages2: 'wallet',
  agentHourSalary: 'clock',
  agentRealtimeSalary: 'fire',
};

const PAGES: Record<AgentCentrePage, () => ReactNode> = {
  agentTeamOverview: () => <TeamOverviewPage />,
  agentAnnouncement: () => <AnnouncementsPage />,
  registerCenter: () => <RegisterCentrePage />,
  downlineManagmentView: () => <DownlinesPage />,
  agentPersonalHistoryCopy: () => <TeamBetsPage />,
  palStatementsAgentCopy: () => <TeamProfitLossPage />,
  agentRevenueReport: () => <IncomePage />,
  agentDownlineTransactionDetailsCopy: () => <TeamTransactionsPage />,
  agentContracts: () => <ContractsPage />,
  agentDividendRecordCopy2: () => <SettlementsPage type="DIVIDEND" />,
  agentDailyWages2: () => <SettlementsPage type="DAILY_SALARY" />,
  agentHourSalary: () => <SettlementsPage type="HOURLY_SALARY" />,
  agentRealtimeSalary: () => <SettlementsPage type="REALTIME_SALARY" />,
};

export interface AgentCentreProps {
  page: AgentCentrePage;
  pages: AgentCentrePage[];
  onNavigate(page: AgentCentrePage): void;
  onClose(): void;
}

/** The agent centre modal: a left menu (a select on a phone) and the open page. */
export function AgentCentre({ page, pages, onNavigate, onClose }: AgentCentreProps) {
  const { t } = useTranslation('agent');
  const selectId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      width={1100}
      title={t('title')}
      testId="agent-centre"
      className={styles.modal}
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
                  onClick={() => onNavigate(key)}
                  data-testid={`agent-entry-${key}`}
                >
                  <Icon name={ICONS[key]} size={18} />
                  <span>{t(`pages.${key}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.picker}>
          <label htmlFor={selectId} className="visually-hidden">
            {t('navLabel')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={page}
            onChange={(e) => onNavigate(e.target.value as AgentCentrePage)}
            data-testid="agent-page-select"
          >
            {pages.map((key) => (
              <option key={key} value={key}>
                {t(`pages.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <section
          className={styles.page}
          aria-label={t(`pages.${page}`)}
          data-testid={`agent-page-${page}`}
        >
          <h2 className={styles.pageTitle}>{t(`pages.${page}`)}</h2>
          {PAGES[page]()}
        </section>
      </div>
    </Modal>
  );
}
