import { formatMoney } from '@sorte/contracts/common/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { LobbyFilters } from '../hooks/use-lobby-filters';
import { classifyLabel } from '../utils/classify';
import styles from './lobby-toolbar.module.css';

/** Stake ceilings offered by the min-bet filter. */
export const MIN_BET_OPTIONS = ['0.20', '0.50', '1.00', '5.00', '10.00'] as const;
/** Line floors offered by the lines filter. */
export const LINE_OPTIONS = [9, 20, 50, 243] as const;

export interface LobbyToolbarProps {
  filters: LobbyFilters;
  classifies: string[];
  /** The classifies are still loading: a disabled select holds their place. */
  classifiesPending?: boolean;
  showLines: boolean;
  currencySymbol: string;
  onChange: (patch: Partial<Record<'q' | 'classify' | 'minBet' | 'lines', string | number | undefined>>, replace?: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Name search (debounced, replaces the history entry) and the classify / min-bet / lines filters. */
export function LobbyToolbar({ filters, classifies, classifiesPending, showLines, currencySymbol, onChange, onRefresh, refreshing }: LobbyToolbarProps) {
  const { t, i18n } = useTranslation('lobby');
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [urlQ, setUrlQ] = useState(filters.q);
  // The URL changed under the box (Back, clear filters): show what it says now.
  if (urlQ !== filters.q) {
    setUrlQ(filters.q);
    setText(filters.q);
  }
  useEffect(() => {
    if (text.trim() === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined }, true), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <div className={styles.toolbar} role="search" aria-label={t('toolbar.label')}>
      <label className={styles.search}>
        <Icon name="search" size={18} className={styles.searchIcon} />
        <span className="visually-hidden">{t('toolbar.search')}</span>
        <input
          type="search"
          value={text}
          maxLength={64}
          placeholder={t('toolbar.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="lobby-search"
        />
      </label>
      <div className={styles.filters}>
        {classifies.length > 1 || classifiesPending ? (
          <label className={styles.select}>
            <span className="visually-hidden">{t('toolbar.classify')}</span>
            <select id={`${id}-classify`} value={filters.classify ?? ''} disabled={classifies.length <= 1} onChange={(e) => onChange({ classify: e.target.value || undefined })} data-testid="filter-classify">
              <option value="">{t('toolbar.allClassifies')}</option>
              {classifies.map((c) => (
                <option key={c} value={c}>
                  {classifyLabel(t, c)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.select}>
          <span className="visually-hidden">{t('toolbar.minBet')}</span>
          <select value={filters.minBet ?? ''} onChange={(e) => onChange({ minBet: e.target.value || undefined })} data-testid="filter-min-bet">
            <option value="">{t('toolbar.anyMinBet')}</option>
            {MIN_BET_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {t('toolbar.minBetUpTo', { amount: formatMoney(v, i18n.language, currencySymbol) })}
              </option>
            ))}
          </select>
        </label>
        {showLines ? (
          <label className={styles.select}>
            <span className="visually-hidden">{t('toolbar.lines')}</span>
            <select value={filters.lines ?? ''} onChange={(e) => onChange({ lines: e.target.value ? Number(e.target.value) : undefined })} data-testid="filter-lines">
              <option value="">{t('toolbar.anyLines')}</option>
              {LINE_OPTIONS.map((v) => (
                <option key={v} value={v}>
                  {t('toolbar.linesAtLeast', { count: v })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" className={styles.refresh} onClick={onRefresh} disabled={refreshing} aria-label={t('toolbar.refresh')} title={t('toolbar.refresh')}>
          <Icon name="refresh" size={18} />
        </button>
      </div>
    </div>
  );
}
