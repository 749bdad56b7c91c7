import { useSyncExternalStore } from 'react';
import { installState, subscribeInstallState, type InstallState } from '../lib/install-prompt';

/** Whether the site can be installed here now (see lib/install-prompt.ts). */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeInstallState, installState, () => 'unavailable');
}
