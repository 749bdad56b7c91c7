import type { ReactNode } from 'react';
import logo from '../../../assets/brand/logo.svg';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './status-page.module.css';

/** Full-page layout for the start-up views that replace the site (maintenance, region, offline). */
export function StatusPage(props: {
  image: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <main className={styles.page} data-testid={props.testId}>
      <img className={styles.logo} src={logo} alt="Sorte" width={160} height={40} />
      <div className={styles.card}>
        <EmptyState
          image={props.image}
          title={props.title}
          description={props.description}
          actions={props.actions}
          headingLevel={1}
        />
        {props.children}
      </div>
    </main>
  );
}
