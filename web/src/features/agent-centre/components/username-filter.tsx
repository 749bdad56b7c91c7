import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './agent-centre.module.css';

/** One team member's exact username, applied on submit (empty: the whole team). */
export function UsernameFilter({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(next: string): void;
  testId: string;
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className={styles.filterRow} onSubmit={submit} role="search">
      <label className={styles.field} htmlFor={id}>
        <span>{t('memberUsername')}</span>
        <input
          id={id}
          className={styles.input}
          value={draft}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
          data-testid={`${testId}-username`}
        />
      </label>
      <Button type="submit" variant="secondary" data-testid={`${testId}-search`}>
        {t('search')}
      </Button>
    </form>
  );
}
