import { COUNTRIES, findCountryByDialingCode } from '@sorte/contracts/auth/countries';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import { CountryFlag } from './country-flag';
import styles from './country-select.module.css';

/** The country dropdown closes this long after it loses focus. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

export interface CountrySelectProps {
  /** The selected dialing code ('+55'). */
  value: string;
  onChange(dialingCode: string): void;
  testId?: string;
}

/**
 * The dialing-code picker in front of a mobile-number input: flag and code; the list opens on
 * focus and closes 200 ms after focus leaves (so a press on an option still lands).
 */
export function CountrySelect({ value, onChange, testId = 'country-select' }: CountrySelectProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const selected = findCountryByDialingCode(value) ?? COUNTRIES[0]!;
  // The countries' names are texts of the site (not the browser's Intl.DisplayNames, whose
  // region data took longer to load on a phone than the rest of the registration form's render).
  const nameOf = (code: string) => t(`form.countries.${code}`, { defaultValue: code });

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openList = () => {
    clearTimeout(closeTimer.current);
    setActive(Math.max(0, COUNTRIES.indexOf(selected)));
    setOpen(true);
  };
  const choose = (dialingCode: string) => {
    onChange(dialingCode);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + COUNTRIES.length) % COUNTRIES.length);
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      choose(COUNTRIES[active]!.countryDialingCode);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        role="combobox"
        aria-label={t('form.country', {
          country: nameOf(selected.countryCode),
          code: selected.countryDialingCode,
        })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onFocus={openList}
        onClick={() => (open ? undefined : openList())}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <CountryFlag code={selected.countryCode} />
        <span className={styles.code}>{selected.countryDialingCode}</span>
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </button>
      <ul
        id={listId}
        role="listbox"
        className={clsx(styles.list, open && styles.open)}
        aria-label={t('form.countryList')}
        hidden={!open}
      >
        {COUNTRIES.map((country, index) => (
          <li
            key={country.countryCode}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={country.countryDialingCode === selected.countryDialingCode}
            className={clsx(styles.option, index === active && styles.active)}
            // Keep focus on the trigger: the list closes on its blur.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(country.countryDialingCode)}
            data-testid={`country-option-${country.countryCode}`}
          >
            <CountryFlag code={country.countryCode} />
            <span className={styles.name}>{nameOf(country.countryCode)}</span>
            <span className={styles.dial}>{country.countryDialingCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
