import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import styles from './page-heading.module.css';

export interface PageHeadingProps {
  /** Icon name from src/assets/icons (decorative: the title says it). */
  icon?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right-hand side (desktop) / below (mobile): actions, counters. */
  aside?: ReactNode;
  className?: string;
  id?: string;
}

/** A page's h1 with an icon badge and a short line under it. */
export function PageHeading({ icon, title, subtitle, aside, className, id }: PageHeadingProps) {
  return (
    <header className={clsx(styles.root, className)}>
      {icon ? (
        <span className={styles.badge}>
          <Icon name={icon} size={26} />
        </span>
      ) : null}
      <div className={styles.text}>
        <h1 className={styles.title} id={id}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </header>
  );
}
