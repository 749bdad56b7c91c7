import type { QueryClient } from '@tanstack/react-query';
import {
  FIRST_VIEW_ELEMENT_ID,
  isUnfilteredPromotionsPage,
  type FirstView,
} from '@sorte/contracts/system/first-view';
import { bannersQueryOptions } from '../features/banners/api/get-banners';
import { promotionsQueryOptions } from '../features/promotions/api/promotions';
import { permissionQueryOptions, seedImageBase } from '../hooks/use-permission';

/** The first view the server wrote into index.html (`FirstView` of the contracts), if any. */
export function readFirstView(doc: Document = document): FirstView | undefined {
  const text = doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const view = JSON.parse(text) as Partial<FirstView>;
    return view.permission && typeof view.path === 'string' ? (view as FirstView) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the first view's answers in the query cache before the app renders, so the first load
 * asks the server for neither the permission nor the page's banners (nor, on the promotions
 * page without filters, its list). Banners and promotions count only for the page they were
 * made for and in the language the app starts in (a page the offline shell served may be
 * another one). Answers are as old as the page: they go stale and refresh as usual.
 */
export function seedFirstView(
  queryClient: QueryClient,
  view: FirstView | undefined,
  at: { path: string; language: string; search?: string },
): void {
  if (!view) return;
  const updatedAt = Math.min(view.generatedAt, Date.now());
  queryClient.setQueryData(permissionQueryOptions().queryKey, view.permission, { updatedAt });
  if (view.imageBase) seedImageBase(view.imageBase);
  const banners = view.banners;
  const samePage = view.path.replace(/(.)\/+$/, '$1') === at.path.replace(/(.)\/+$/, '$1');
  if (banners && samePage && banners.language === at.language) {
    const key = bannersQueryOptions(banners.group, banners.language).queryKey;
    queryClient.setQueryData(key, banners.list, { updatedAt });
  }
  const promotions = view.promotions;
  if (
    promotions &&
    samePage &&
    promotions.language === at.language &&
    isUnfilteredPromotionsPage(at.path, at.search ?? '')
  ) {
    const key = promotionsQueryOptions({ pageNo: 1 }, promotions.language).queryKey;
    queryClient.setQueryData(key, promotions.page, { updatedAt });
  }
}
