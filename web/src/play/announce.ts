/**
 * What an in-house game page tells the site around it after money moved (a bet, a win): the
 * site's game page (same origin only) then refetches the header balance.
 */
export const PLAY_BALANCE_MESSAGE = { source: 'sorte-play', type: 'balance' } as const;

/**
 * Posts PLAY_BALANCE_MESSAGE to the page that shows this game: the /game page framing it, or the
 * site tab that opened it in a new window. Only to this origin, so no other site hears it.
 */
export function announceBalance() {
  const host: Window | null = window.parent !== window ? window.parent : (window.opener as Window | null);
  try {
    host?.postMessage(PLAY_BALANCE_MESSAGE, window.location.origin);
  } catch {
    // The host went away or is on another origin: the site refetches when the player returns.
  }
}
