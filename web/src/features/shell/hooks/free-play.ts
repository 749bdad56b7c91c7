// The free demo's call and its failure dialog: loaded on the first press of the button.
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import type { LoginResult } from '@sorte/contracts/auth/session';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { dialog } from '../../../components/ui/dialog';
import { ui } from '../../../hooks/use-ui-store';
import { api, ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session-token';

/** The visitor's operating system, as the free-play call wants it. */
export function detectOs(userAgent: string = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macOS';
  if (/cros/i.test(userAgent)) return 'ChromeOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/** A random hex string from the platform's CSPRNG (the call's "encrypted random string"). */
export function randomNonce(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Free demo (flag FREE_PLAY): POST /wps/session/login/freeplay creates a trial account
 * (isAgent 4) with demo money and logs it in; member info then loads as after any login.
 */
export async function startFreePlay(queryClient: QueryClient, t: TFunction<'shell'>) {
  try {
    const result = await api.call<LoginResult>(AUTH_ROUTES.freePlay, {
      body: { os: detectOs(), platform: 'W', nonce: randomNonce(), gatewayVersion: 3 },
    });
    sessionToken.set(result.token);
    ui.setMobileNav(false);
    await queryClient.invalidateQueries({ queryKey: ['member'] });
  } catch (error) {
    void dialog.show({
      icon: 'error',
      title: t('header.freeDemoFailed'),
      message:
        error instanceof ApiError && error.status > 0 ? error.message : t('header.freeDemoNetwork'),
      buttons: [{ label: t('header.ok'), value: 'ok' }],
    });
  }
}
