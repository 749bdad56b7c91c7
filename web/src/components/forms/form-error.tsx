import { Icon } from '../ui/icon';
import styles from './form.module.css';

/** A form's error that belongs to no single field (role="alert"); nothing when there is none. */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      <Icon name="close" size={16} />
      <span>{message}</span>
    </p>
  );
}
