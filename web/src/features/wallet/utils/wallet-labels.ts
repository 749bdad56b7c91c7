import type { Permission } from '@sorte/contracts/system/system';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import { vendorIconUrl } from '../../../utils/game-categories';

export interface WalletLabel {
  /** Vendor name from the start-up configuration, or the code for a vendor it no longer lists. */
  name: string;
  /** The vendor's grey icon, when the vendor is listed. */
  icon: string | null;
}

/** Names and icons of vendor wallets, by vendor code (first category that lists the vendor). */
export function vendorLabels(permission: Permission, imageBase: string): Map<string, WalletLabel> {
  const labels = new Map<string, WalletLabel>();
  for (const category of permission.categories) {
    for (const v of category.vendors) {
      if (labels.has(v.vendor)) continue;
      labels.set(v.vendor, {
        name: v.name || v.vendor,
        icon: vendorIconUrl(imageBase, category.gameCategory, v.vassalage),
      });
    }
  }
  return labels;
}

export const isMainWallet = (wallet: string) => wallet === MAIN_WALLET;
