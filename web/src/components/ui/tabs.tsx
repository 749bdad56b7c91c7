import clsx from 'clsx';
import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  items: TabItem<K>[];
  value: K;
  onChange(key: K): void;
  label: string;
  /** Prefix of each tab's data-testid (`${testId}-${key}`). */
  testId?: string;
}

/** A row of tabs (WAI-ARIA tabs: arrows move between them). Nothing renders for a single tab. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  testId = 'tab',
}: TabsProps<K>) {
  if (items.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = items.findIndex((i) => i.key === value);
    const next =
      items[(index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length]!;
    onChange(next.key);
    event.currentTarget.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          data-key={item.key}
          aria-selected={item.key === value}
          tabIndex={item.key === value ? 0 : -1}
          className={clsx(styles.tab, item.key === value && styles.selected)}
          onClick={() => onChange(item.key)}
          data-testid={`${testId}-${item.key}`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
