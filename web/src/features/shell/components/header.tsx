import type { Avatar } from '@sorte/contracts/auth/account';
import { AUTH_ROUTES, isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import logo from '../../../assets/brand/logo.svg';
import logoMark from '../../../assets/brand/logo-mark.svg';
import { usePermission } from '../../../hooks/use-permission';
import { ui, useUi } from '../../../hooks/use-ui-store';
import { invalidateWallet, useWalletBalance } from '../../../hooks/use-wallet';
import { dialog } from '../../../components/ui/dialog';
import { api, ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session-token';
import { useSideMenuPresent } from '../hooks/use-side-menu-presence';
import { AuthButtons } from './auth-buttons';
import { HeaderAccount } from './header-account';
import { SideMenuNav } from './side-menu';
import { ThemeSwitch } from './theme-switch';
import styles from './header.module.css';
import { useLoggedIn } from '../../../hooks/use-logged-in';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';

/** Logout: session storage is cleared except the merchant code. */
export function clearSession() {
  sessionToken.clear();
}

const SESSION_GONE = new Set(['UNAUTHORIZED', 'SESSION_EXPIRED']);

/** GET /wps/member/info, only while a token exists (login invalidates `['member']`). */
function useMemberInfo(loggedIn: boolean) {
  const query = useQuery({
    ...memberInfoQueryOptions(),
    enabled: loggedIn,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  });
  const { error } = query;
  useEffect(() => {
    // The session ended on the server: show the visitor header again.
    if (error instanceof ApiError && error.status === 401 && SESSION_GONE.has(error.code)) {
      sessionToken.clear();
    }
  }, [error]);
  return loggedIn ? query.data : undefined;
}

/** The member's chosen avatar image (GET /wps/member/info/icon). */
function useMemberIcon(enabled: boolean) {
  const query = useQuery({
    queryKey: ['member', 'icon'],
    queryFn: ({ signal }) => api.call<Avatar>(AUTH_ROUTES.memberIcon, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return enabled ? (query.data?.url ?? null) : null;
}

/** Query keys of logged-in state besides the member's own: agent centre and VIP service. */
const SESSION_QUERY_KEYS = [['member'], ['wallet'], ['agent'], ['vip']] as const;

/** The fixed top bar: menu button, logo, theme switch and the visitor or account controls. */
export function Header() {
  const { t, i18n } = useTranslation('shell');
  const permission = usePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Re-read on every navigation, and whenever the token is set or cleared.
  useLocation();
  const loggedIn = useLoggedIn();
  const member = useMemberInfo(loggedIn);
  const avatarUrl = useMemberIcon(loggedIn && Boolean(member));
  const balance = useWalletBalance(loggedIn);
  const { currency, currencySymbol } = permission.brand;
  const navOpen = useUi((s) => s.mobileNavOpen);
  const sideMenuPresent = useSideMenuPresent();
  const affiliateUrl =
    permission.resources.find((r) => r.resourceType === 'AFFILIATE_LINK')?.url ?? null;

  const logout = async () => {
    // The auth namespace loads on demand; the header itself never waits for it.
    await i18n.loadNamespaces('auth');
    const ta = i18n.getFixedT(null, 'auth');
    const choice = await dialog.show({
      title: ta('logout.title'),
      message: ta('logout.message'),
      icon: 'warning',
      buttons: [
        { label: ta('logout.cancel'), value: 'cancel', variant: 'secondary' },
        { label: ta('logout.confirm'), value: 'confirm', variant: 'danger' },
      ],
    });
    if (choice !== 'confirm') return;
    try {
      await api.call(AUTH_ROUTES.logout);
    } catch {
      // 401: the session had already ended. Anything else: we still forget it locally.
    }
    // Logout: session storage cleared (merchant code kept); login, agent and VIP
    // state reset; back to /.
    sessionToken.clear();
    for (const queryKey of SESSION_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    ui.closeModal();
    void navigate('/');
  };

  return (
    <>
      <header className={styles.header} data-testid="header">
        <div className={styles.start}>
          <button
            id="shell-menu-button"
            type="button"
            className={clsx(styles.burger, !sideMenuPresent && styles.burgerAlways)}
            aria-expanded={navOpen}
            aria-controls="side-menu"
            aria-label={navOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => ui.setMobileNav(!navOpen)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d={navOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h12M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <Link
            to="/"
            className={styles.logo}
            aria-label={t('header.homeLink', { brand: permission.brand.name })}
          >
            <img className={styles.logoFull} src={logo} alt="" width={144} height={36} />
            <img className={styles.logoMark} src={logoMark} alt="" width={36} height={36} />
          </Link>
        </div>
        <div className={styles.end}>
          <ThemeSwitch />
          {loggedIn ? (
            <HeaderAccount
              balance={balance.data?.sumBalance ?? null}
              balanceFailed={balance.isError && !balance.data}
              currencySymbol={
                !balance.data || balance.data.currency === currency
                  ? currencySymbol
                  : balance.data.currency
              }
              // A refetch of a known balance (refresh button, or after a money action).
              updating={balance.isFetching && balance.data !== undefined}
              onRefresh={() => void invalidateWallet(queryClient)}
              unread={0}
              nickname={member?.nickname ?? ''}
              avatarUrl={avatarUrl}
              trial={member ? isTrialAccount(member.type) : false}
              isAgent={member ? isAgentAccount(member.type) : false}
              affiliateUrl={affiliateUrl}
              onLogout={() => void logout()}
            />
          ) : (
            <AuthButtons placement="header" />
          )}
        </div>
      </header>
      {/* Pages without the layout side menu still get the navigation as a drawer. */}
      {sideMenuPresent ? null : <SideMenuNav drawerOnly />}
    </>
  );
}
