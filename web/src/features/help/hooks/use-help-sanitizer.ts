import { useEffect, useState } from 'react';
import { loadSanitizer, type Sanitize } from '../../../lib/sanitize-html';

export type SanitizerState =
  { status: 'loading' } | { status: 'ready'; sanitize: Sanitize } | { status: 'error' };

/** Loads the sanitiser when `enabled` (there is HTML to show). */
export function useHelpSanitizer(enabled: boolean): [SanitizerState, () => void] {
  const [state, setState] = useState<SanitizerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState({ status: 'ready', sanitize }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}
