import { useTranslation } from 'react-i18next';
import art from '../../../assets/illustrations/not-found.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import styles from './pages.module.css';

/** Any path the route table does not know (drawn inside the layout, with header and footer). */
export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <EmptyState
      testId="not-found"
      className={styles.statePage}
      image={art}
      headingLevel={1}
      title={t('pages:notFound.title')}
      description={t('pages:notFound.description')}
      actions={<ButtonLink to={paths.home}>{t('common:actions.backHome')}</ButtonLink>}
    />
  );
}
