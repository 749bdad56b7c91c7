import { FIRST_VIEW_COOKIES } from '@sorte/contracts/system/first-view';

/**
 * Tells the server how this visitor's frame looks (the theme, the side menu's width), so the
 * first view it draws into the page is the one the app then shows. A year, the whole site.
 */
export function keepLook(name: keyof typeof FIRST_VIEW_COOKIES, value: string): void {
  try {
    document.cookie = `${FIRST_VIEW_COOKIES[name]}=${value}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (the server's own render) or cookies blocked: the server draws the defaults.
  }
}
