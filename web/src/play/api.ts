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
} from '@sorte/contracts/games/originals';
import type { OriginalsGame } from '@sorte/contracts/games/originals-rules';

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

const tokenKey = (game: OriginalsGame) => `playToken:${game}`;

/**
 * The launch token: taken from ?token= once (then removed from the address bar so it is not
 * shared or logged by accident) and kept in this tab's session storage for reloads.
 */
export function takeLaunchToken(game: OriginalsGame): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  try {
    if (fromUrl) {
      sessionStorage.setItem(tokenKey(game), fromUrl);
      url.searchParams.delete('token');
      window.history.replaceState(null, '', url.pathname + url.search + url.hash);
      return fromUrl;
    }
    return sessionStorage.getItem(tokenKey(game));
  } catch {
    return fromUrl;
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
