import styles from './spinner.module.css';

export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
