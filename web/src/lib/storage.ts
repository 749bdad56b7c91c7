/** Keys the app keeps in the browser (hisLang and lang for the language). */
export const STORAGE_KEYS = {
  language: 'hisLang',
  languageAlias: 'lang',
  theme: 'theme',
  sideMenuMini: 'sideMenuMini',
  token: 'token',
  merchantCode: 'merchantCode',
  seenPopups: 'seenPopupNotices',
  /** Popup notices a user closed, kept across sessions (localStorage). */
  dismissedPopups: 'dismissedPopupNotices',
  /** Invitation codes from the landing URL (?referralCode= / ?affiliateCode=), for registration. */
  referralCode: 'referralCode',
  affiliateCode: 'affiliateCode',
  /** A password-reset token from a mail link (?resetToken=), until the new password is set. */
  resetToken: 'resetToken',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // Storage can be blocked (private mode, policies).
  }
}

export const local = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(key), undefined),
};
