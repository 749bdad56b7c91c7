import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '@sorte/contracts/games/inhouse';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import styles from '../play.module.css';
import { PlayThemeButton } from './theme-button';
import { useMoney } from '../use-money';

interface Props {
  game: InhouseGame;
  session: SessionState | undefined;
  /** Side panel tabs: id → [label, content]. */
  tabs: { id: string; label: string; content: ReactNode }[];
  children: ReactNode;
}

/** The page frame of every game: title bar with balance, the stage, and the side panel. */
export function GameFrame({ game, session, tabs, children }: Props) {
  const { t } = useTranslation('play');
  const { money } = useMoney();
  const [tab, setTab] = useState(tabs[0]?.id);
  const current = tabs.find((x) => x.id === tab) ?? tabs[0];
  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <div className={styles.brand}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <defs>
              <linearGradient id="brandMark" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#ffd66b" />
                <stop offset="1" stopColor="#e0901f" />
              </linearGradient>
            </defs>
            <rect x="2" y="2" width="28" height="28" rx="8" fill="url(#brandMark)" />
            <path
              d="M10 21c1.5 1.6 3.6 2.4 6 2.4 3 0 5-1.4 5-3.7 0-5-10-3-10-8 0-2.2 2-3.8 5-3.8 2 0 3.8.7 5 1.9"
              fill="none"
              stroke="#1a1200"
              strokeWidth="2.6"
              strokeLinecap="round"
            />
          </svg>
          <div>
            <span className={styles.brandKicker}>{t('brand')}</span>
            <h1 className={styles.title}>{t(`games.${game}.name`)}</h1>
          </div>
        </div>
        <div className={styles.topActions}>
          <div className={styles.balance} data-testid="play-balance" aria-live="polite">
            <span className={styles.balanceLabel}>{t('balance')}</span>
            <strong>{session ? money(session.balance, session.currency) : '···'}</strong>
            {session?.trial && <span className={styles.demoTag}>{t('demo')}</span>}
          </div>
          <PlayThemeButton />
        </div>
      </header>
      <div className={styles.layout}>
        <main className={styles.stage}>{children}</main>
        <aside className={styles.side}>
          <div className={styles.tabs} role="tablist">
            {tabs.map((x) => (
              <button
                key={x.id}
                type="button"
                role="tab"
                aria-selected={x.id === current?.id}
                className={styles.tab}
                onClick={() => setTab(x.id)}
              >
                {x.label}
              </button>
            ))}
          </div>
          <div className={styles.tabPanel} role="tabpanel">
            {current?.content}
          </div>
        </aside>
      </div>
    </div>
  );
}

/** Shown instead of the game when the page has no (or a dead) launch token. */
export function SessionProblem({ message }: { message: string }) {
  const { t } = useTranslation('play');
  return (
    <div className={styles.centered} role="alert">
      <h1>{t('session.title')}</h1>
      <p>{message}</p>
      <a className={styles.primary} href="/inhouse" target="_top">
        {t('session.back')}
      </a>
    </div>
  );
}
