import { isTrialAccount } from '@sorte/contracts/auth/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dropParams } from '../../../components/lists/use-list-params';
import { dialog } from '../../../components/ui/dialog';
import { usePermission, isModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { uplineQueryOptions } from '../../../hooks/use-wallet';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';
import type { MemberPageComponents } from '../utils/page-props';
import {
  availablePages,
  MEMBER_PAGE_PARAMS,
  MEMBER_PARAM,
  type MemberCentrePage,
} from '../utils/pages';
import { useLoggedIn } from '../../../hooks/use-logged-in';

const MemberCentre = lazy(() =>
  import('./member-centre').then((m) => ({ default: m.MemberCentre })),
);

/**
 * Opens the member centre overlay for `?member=<page key>` (header account menu). Guests get
 * the login popup; trial accounts (isAgent 4) the 'in_need_true_account' warning whose confirm
 * opens registration. The overlay itself is a lazy chunk.
 */
export function MemberCentreHost({ pageComponents }: { pageComponents?: MemberPageComponents }) {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get(MEMBER_PARAM);
  const permission = usePermission();
  const loggedIn = useLoggedIn();
  const member = useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn && Boolean(requested) });
  const enabled = (modId: string) => isModuleEnabled(permission, modId);
  const trial = member.data ? isTrialAccount(member.data.type) : false;
  // transferUpline applies when the member has an upline (member info) that accepts transfers.
  const upline = useQuery({
    ...uplineQueryOptions(),
    enabled:
      Boolean(requested) &&
      Boolean(member.data?.toUpline) &&
      !trial &&
      enabled('transferUpline') &&
      Boolean(pageComponents?.transferUpline),
  });
  const applies = (page: MemberCentrePage) => {
    if (page !== 'securityCenter' && !pageComponents?.[page]) return false;
    if (page === 'transferUpline') return Boolean(member.data?.toUpline && upline.data?.allowed);
    return true;
  };
  const pages = availablePages(enabled, applies);
  const blocked = Boolean(requested) && (!loggedIn || trial || pages.length === 0);

  useEffect(() => {
    if (!requested || !blocked) return;
    setParams(
      (p) => {
        p.delete(MEMBER_PARAM);
        return p;
      },
      { replace: true },
    );
    if (!loggedIn) {
      // A login popup already open keeps its note: a password change from the security centre
      // ends the session and reopens it with 'passwordChanged' just before this runs.
      if (ui.get().modal?.key !== 'login') ui.openModal('login');
      return;
    }
    if (!trial) return;
    void (async () => {
      await i18n.loadNamespaces('member');
      const t = i18n.getFixedT(null, 'member');
      const choice = await dialog.show({
        icon: 'warning',
        title: t('trial.title'),
        message: t('trial.message'),
        buttons: [
          { label: t('trial.cancel'), value: 'cancel', variant: 'secondary' },
          { label: t('trial.confirm'), value: 'register' },
        ],
      });
      if (choice === 'register') ui.openModal('register');
    })();
  }, [requested, blocked, loggedIn, trial, setParams, i18n]);

  if (!requested || blocked || !member.data) return null;
  // Wait for the upline answer before deciding whether the asked-for page exists.
  if (requested === 'transferUpline' && upline.isLoading) return null;
  const page = pages.find((p) => p === requested) ?? pages[0]!;
  const clearPageParams = dropParams(MEMBER_PAGE_PARAMS);
  return (
    <Suspense fallback={null}>
      <MemberCentre
        page={page}
        pages={pages}
        member={member.data}
        pageComponents={pageComponents}
        onNavigate={(next) =>
          setParams((p) => {
            clearPageParams(p);
            p.set(MEMBER_PARAM, next);
            return p;
          })
        }
        onClose={() =>
          setParams(
            (p) => {
              clearPageParams(p);
              p.delete(MEMBER_PARAM);
              return p;
            },
            { replace: true },
          )
        }
      />
    </Suspense>
  );
}
