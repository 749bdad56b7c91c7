import { useCallback, useRef, useState } from 'react';
import { authApi } from '../api/auth-api';

/** A new captcha at most once a second. */
export const CAPTCHA_RELOAD_MS = 1000;

export interface Captcha {
  /** data: URL of the image, null until the first one arrived. */
  src: string | null;
  failed: boolean;
  /**
   * Loads a new image. Clicks are throttled to one a second; `force` skips the throttle for
   * reloads the app itself needs (the code is single use: after every failed attempt, and
   * when the registration type changes).
   */
  reload(force?: boolean): Promise<void>;
}

/** The captcha image (GET /wps/captcha) shared by the login and register forms. */
export function useCaptcha(): Captcha {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);
  const reload = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - last.current < CAPTCHA_RELOAD_MS) return;
    last.current = now;
    try {
      setSrc(await authApi.captcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  return { src, failed, reload };
}
