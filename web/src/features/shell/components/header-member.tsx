import type { Avatar } from '@sorte/contracts/auth/account';
import { AUTH_ROUTES, isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialog } from '../../../components/ui/dialog';
import { usePermission } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { invalidateWallet, useWalletBalance } from '../../../hooks/use-wallet';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';
import { api, ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session-token';
import { HeaderAccount } from './header-account';

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

/**
 * The header's logged-in part: member info, avatar, balance, the account controls and logout.
 * Its own chunk (header.tsx loads it only while a session exists): a visitor's first view does
 * not carry it.
 */
export function HeaderMember() {
  const { i18n } = useTranslation('shell');
  const permission = usePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const member = useMemberInfo(true);
  const avatarUrl = useMemberIcon(Boolean(member));
  const balance = useWalletBalance(true);
  const { currency, currencySymbol } = permission.brand;
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
  );
}
