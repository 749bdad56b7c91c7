import type { ChannelType } from '@sorte/contracts/wallet/routes';

/** Icon file (src/assets/icons) per deposit channel type. */
export const CHANNEL_ICONS: Record<ChannelType, string> = {
  BANK_TRANSFER: 'bank',
  PIX: 'pix',
  EWALLET: 'ewallet',
  USDT: 'usdt',
};
