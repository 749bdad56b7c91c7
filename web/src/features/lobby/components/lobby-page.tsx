import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import notFound from '../../../assets/illustrations/not-found.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { CATEGORY_ROUTES, paths, type LobbyKey } from '../../../config/paths';
import { isModuleEnabled, useImageBase, usePermission } from '../../../hooks/use-permission';
import { LOBBY_CATEGORY, lobbyVendors, selectedVendor } from '../utils/lobby-category';
import styles from './lobby-page.module.css';
import { LobbyGames } from './lobby-games';
import { VendorTabs } from './vendor-tabs';

/**
 * A game lobby (/rng, /live, ...): the category heading, its vendors as filter tabs (the choice
 * lives in `?page=`), and the game area (search, filters, shelves, grid).
 */
export function LobbyPage({ lobby }: { lobby: LobbyKey }) {
  const { t } = useTranslation('lobby');
  const permission = usePermission();
  const imageBase = useImageBase();
  const [params] = useSearchParams();
  const gameCategory = LOBBY_CATEGORY[lobby];
  const route = CATEGORY_ROUTES[gameCategory] ?? `/${lobby}`;
  const category = t(`categories.${lobby}`);

  if (!isModuleEnabled(permission, gameCategory)) {
    return (
      <EmptyState
        testId="lobby-unavailable"
        image={notFound}
        headingLevel={1}
        title={t('unavailable.title', { category })}
        description={t('unavailable.description')}
        actions={<ButtonLink to={paths.home}>{t('actions.home')}</ButtonLink>}
      />
    );
  }

  const vendors = lobbyVendors(permission.categories, lobby);
  const selected = selectedVendor(vendors, params.get('page'));

  return (
    <div className={styles.page} data-testid={`lobby-${lobby}`}>
      <PageHeading
        icon={lobby}
        title={category}
        subtitle={
          vendors.length > 0
            ? t('heading.providers', { count: vendors.length })
            : t('heading.noProviders')
        }
      />
      {vendors.length > 0 ? (
        <VendorTabs
          route={route}
          gameCategory={gameCategory}
          allIcon={lobby}
          vendors={vendors}
          selected={selected}
          imageBase={imageBase}
        />
      ) : null}
      {vendors.length > 0 ? (
        <LobbyGames
          lobby={lobby}
          gameCategory={gameCategory}
          vendor={selected}
          imageBase={imageBase}
          currencySymbol={permission.brand.currencySymbol}
        />
      ) : null}
    </div>
  );
}
