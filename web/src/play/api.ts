import type { ErrorCode, FieldRule } from '@sorte/contracts/common/errors';
import type {
  DiceRollInput,
  Fairness,
  MinesStartInput,
  PlayAnswer,
  Round,
  RotateAnswer,
  SessionState,
  VerifyRoundAnswer,
} from '@sorte/contracts/games/inhouse';
import type { ExchangeAnswer } from '@sorte/contracts/games/provider';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';

/** A refused /play/api call: the envelope's code and translated message. */
export class PlayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly fields?: Record<string, FieldRule>,
  ) {
    super(message);
  }
}

let language = 'en';
export const setPlayLanguage = (tag: string) => {
  language = tag;
};

const tokenKey = (game: InhouseGame) => `playToken:${game}`;

/** The one-time launch code of the address (`#code=`), removed from the address bar at once. */
function takeLaunchCode(): string | null {
  const url = new URL(window.location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const code = fragment.get('code');
  if (!code) return null;
  fragment.delete('code');
  const rest = fragment.toString();
  window.history.replaceState(window.history.state, '', url.pathname + url.search + (rest ? `#${rest}` : ''));
  return code;
}

function storedToken(game: InhouseGame): string | null {
  try {
    return sessionStorage.getItem(tokenKey(game));
  } catch {
    return null;
  }
}

/**
 * A new launch of the same game in this page (only the fragment changes, so the browser does not
 * load the page again) reloads it, so the new code is exchanged like the first one.
 */
export function reloadOnNewLaunchCode() {
  window.addEventListener('hashchange', () => {
    if (new URLSearchParams(window.location.hash.slice(1)).has('code')) window.location.reload();
  });
}

/**
 * The launch token: the address's one-time code (`#code=`, never a query) is exchanged once for
 * it (POST /play/api/session/exchange), and it is kept only in this tab's session storage for
 * reloads. Without a code (a reload) the stored token is used; a refused code is thrown
 * (LAUNCH_CODE_INVALID) unless this tab still holds a token.
 */
export async function takeLaunchToken(game: InhouseGame): Promise<string | null> {
  const code = takeLaunchCode();
  if (!code) return storedToken(game);
  try {
    const { token } = await request<ExchangeAnswer>('POST', '/session/exchange', null, { code });
    try {
      sessionStorage.setItem(tokenKey(game), token);
    } catch {
      // No session storage (private mode): the token lives in memory only, until a reload.
    }
    return token;
  } catch (error) {
    const kept = storedToken(game);
    if (kept && error instanceof PlayApiError && error.code === 'LAUNCH_CODE_INVALID') return kept;
    throw error;
  }
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/play/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new PlayApiError(0, 'NETWORK_ERROR', 'network');
  }
  const envelope = (await response.json().catch(() => undefined)) as
    | {
        success: boolean;
        value?: T;
        code?: ErrorCode;
        message?: string;
        fields?: Record<string, FieldRule>;
      }
    | undefined;
  if (!envelope?.success || !response.ok) {
    throw new PlayApiError(
      response.status,
      envelope?.code ?? 'INTERNAL_ERROR',
      envelope?.message ?? response.statusText,
      envelope?.fields,
    );
  }
  return envelope.value as T;
}

/** A fresh idempotency id for one round request (a retry of the same click reuses it). */
export const newRequestId = () => crypto.randomUUID();

export function playApi(token: string | null) {
  return {
    session: () => request<SessionState>('GET', '/session', token),
    spin: (bet: string, requestId: string) =>
      request<PlayAnswer>('POST', '/slot/spin', token, { bet, requestId }),
    roll: (input: DiceRollInput) => request<PlayAnswer>('POST', '/dice/roll', token, input),
    minesStart: (input: MinesStartInput) =>
      request<PlayAnswer>('POST', '/mines/start', token, input),
    minesReveal: (roundId: string, cell: number) =>
      request<PlayAnswer>('POST', '/mines/reveal', token, { roundId, cell }),
    minesCashout: (roundId: string) =>
      request<PlayAnswer>('POST', '/mines/cashout', token, { roundId }),
    setClientSeed: (clientSeed: string) =>
      request<Fairness>('POST', '/fairness/client-seed', token, { clientSeed }),
    rotate: (clientSeed?: string) =>
      request<RotateAnswer>('POST', '/fairness/rotate', token, clientSeed ? { clientSeed } : {}),
    history: () => request<{ list: Round[] }>('GET', '/history', token),
  };
}
export type PlayApi = ReturnType<typeof playApi>;

export const verifyApi = {
  round: (roundId: string) =>
    request<VerifyRoundAnswer>('GET', `/verify/${encodeURIComponent(roundId)}`, null),
};
