import type { LoginResult } from '@sorte/contracts/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialog } from '../../../components/ui/dialog';
import { useModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { sessionToken } from '../../../lib/session-token';
import { MEMBER_QUERY_KEY } from '../api/auth-api';

/** How the session was obtained: SMS logins never get the change-password modal. */
export type LoginVia = 'username' | 'sms' | 'reset';

/** The member centre's security page, where the first-login action sends the player. */
export const SECURITY_CENTRE_HREF = '?member=securityCenter';

/**
 * What every login does once the server said yes: store the token, run
 * `then` (close the popup, navigate), and then either open the change-password modal (default
 * or expired password, not for SMS logins) or load member info and, on the account's first
 * login, run the first-login action: a welcome dialog inviting the player to the security
 * centre (bind a mobile number, set a payment password).
 */
export function useCompleteLogin() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const securityOn = useModuleEnabled('securityCenter');

  /** The welcome dialog; `invite: false` when the security centre has nothing left to ask. */
  const welcome = async (title: string, message: string, invite = true) => {
    const choice = await dialog.show({
      title,
      message,
      icon: 'success',
      buttons:
        securityOn && invite
          ? [
              { label: t('welcome.later'), value: 'later', variant: 'secondary' },
              { label: t('welcome.toSecurity'), value: 'security' },
            ]
          : [{ label: t('welcome.ok'), value: 'ok' }],
    });
    if (choice === 'security') void navigate({ pathname: '/', search: SECURITY_CENTRE_HREF });
  };

  const complete = async (result: LoginResult, via: LoginVia, then?: () => void) => {
    sessionToken.set(result.token);
    await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    then?.();
    if (result.passwordExpired && via !== 'sms') {
      ui.openModal('changePassword', 'forced');
      return;
    }
    if (result.firstTimeLogin) void welcome(t('welcome.title'), t('welcome.message'));
  };

  return { complete, welcome };
}
