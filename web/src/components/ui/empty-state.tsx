import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** An illustration URL (imported SVG). */
  image?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
  headingLevel?: 1 | 2 | 3;
}

/** The designed state for "nothing here (yet)", errors and status pages. */
export function EmptyState({ image, title, description, actions, className, testId, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.root, className)} data-testid={testId}>
      {image ? <img className={styles.image} src={image} alt="" width={320} height={200} /> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
