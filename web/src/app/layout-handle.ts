import type { BannerGroup } from '@sorte/contracts/system/constants';
import type { LobbyKey } from '../config/paths';

/** What a route shows around its page (docs/product.md, "Screens"). */
export interface LayoutHandle {
  header: boolean;
  sidebar: boolean;
  footer: boolean;
  banner?: BannerGroup;
  /** /seamless and /vnlottery hide the bars unless the SHOW_BARS_ON_SEAMLESS flag shows them. */
  barsHiddenByDefault?: boolean;
  /** Pages a visitor may open while the login-required-for-home guard is on. */
  public?: boolean;
  lobby?: LobbyKey;
}

export const layout = (handle: Partial<LayoutHandle>): { layout: LayoutHandle } => ({
  layout: { header: false, sidebar: false, footer: false, ...handle },
});

export function layoutOf(handle: unknown): LayoutHandle | undefined {
  return (handle as { layout?: LayoutHandle } | undefined)?.layout;
}
