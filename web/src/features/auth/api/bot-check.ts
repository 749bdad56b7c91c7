import { authApi } from './auth-api';

/**
 * The proof-of-work bot check (ALTCHA format, contracts BotChallengeSchema): fetch a challenge,
 * find the number with altcha-lib, and answer base64(JSON {algorithm, challenge, number, salt,
 * signature}) as `botCheck`. altcha-lib loads only when a protected call is about to be made.
 */
export async function solveBotCheck(signal?: AbortSignal): Promise<string> {
  const [challenge, { solveChallenge }] = await Promise.all([
    authApi.botChallenge(),
    import('altcha-lib/v1'),
  ]);
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const solution = await promise;
    if (!solution) throw new BotCheckError();
    return btoa(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    );
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/** No number in range solved the challenge (should not happen with a well-formed one). */
export class BotCheckError extends Error {
  constructor() {
    super('Bot check could not be solved');
    this.name = 'BotCheckError';
  }
}
