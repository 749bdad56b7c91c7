/** Login popup: the remember-me cookie lasts 1 day. */
export const REMEMBER_COOKIE = 'rememberUsername';
const ONE_DAY_S = 24 * 60 * 60;

export function readRememberedUsername(): string {
  try {
    for (const part of document.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === REMEMBER_COOKIE) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // Cookies can be blocked; nothing remembered then.
  }
  return '';
}

export function rememberUsername(username: string) {
  document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; max-age=${ONE_DAY_S}; path=/; samesite=lax`;
}

export function forgetUsername() {
  document.cookie = `${REMEMBER_COOKIE}=; max-age=0; path=/; samesite=lax`;
}
