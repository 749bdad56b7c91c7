import { solveTask, type PowTask } from '@sorte/contracts/auth/bot-check-solver';

/** The worker's side of the message channel (typed here: the app compiles with the DOM lib). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PowTask>) => void) | null;
  postMessage(message: unknown): void;
};

/**
 * The bot check's proof-of-work in its own thread: one task per message, progress after every
 * slice, then the number (or null). The page terminates the worker to stop it.
 */
scope.onmessage = (event) => {
  const number = solveTask(event.data, (tried, max) => {
    scope.postMessage({ type: 'progress', tried, max });
  });
  scope.postMessage({ type: 'done', number });
};
