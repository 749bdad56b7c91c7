import { CS_PATH_TYPES } from '@sorte/contracts/system/constants';
import { decryptCsPath } from '@sorte/contracts/system/cs-path';
import type { Permission } from '@sorte/contracts/system/system';

export const CS_WINDOW = { width: 440, height: 750 } as const;
/** Club rank above this goes to VIP support. */
export const VIP_RANK_LEVEL = 4;

/**
 * Opens customer service in a 440x750 popup. The window opens blank at once (so popup
 * blockers allow it, being inside the click), then goes to the decrypted link of the first
 * path of the wanted type; if that fails, the window closes. Members with club rankLevel
 * above 4 get VIP support.
 */
export async function openCustomerService(
  permission: Pick<Permission, 'customerService' | 'brand'>,
  rankLevel = 0,
  opener: Pick<Window, 'open'> = window,
): Promise<boolean> {
  const left = Math.max(0, Math.round((screen.availWidth - CS_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.availHeight - CS_WINDOW.height) / 2));
  const popup = opener.open(
    'about:blank',
    'sorte-customer-service',
    `width=${CS_WINDOW.width},height=${CS_WINDOW.height},left=${left},top=${top},noopener=no`,
  );
  if (!popup) return false;
  try {
    const wanted = rankLevel > VIP_RANK_LEVEL ? CS_PATH_TYPES.VIP : CS_PATH_TYPES.LIVE_CHAT;
    const paths = permission.customerService.pathList;
    const entry = paths.find((p) => p.type === wanted) ?? paths.find((p) => p.type === CS_PATH_TYPES.LIVE_CHAT);
    if (!entry) throw new Error('no customer-service path');
    const link = await decryptCsPath(entry.path, permission.brand.merchantCode);
    const url = new URL(link, window.location.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('unsafe link');
    popup.location.href = url.toString();
    return true;
  } catch {
    popup.close();
    return false;
  }
}
