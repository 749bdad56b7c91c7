import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { dialog } from '../components/ui/dialog';
import { ui } from '../hooks/use-ui-store';
import { installDomPolyfills } from './dom-polyfills';

// What a test leaves behind is cleared here, after each test and after each file, so no test
// depends on which test or file ran before it (a step towards sharing one jsdom per worker, see
// docs/decisions.md).
installDomPolyfills();

// `findBy…` and `waitFor` wait up to 5 s instead of 1 s: a lazy page chunk on a loaded 2-core
// machine can take longer than a second (a wait that passes returns as soon as it passes).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A confirm dialog or alert a test left open (app-wide state, like the UI store).
  dialog.close();
  localStorage.clear();
  sessionStorage.clear();
  ui.reset();
});

afterAll(() => {
  // A stubbed fetch or fake clock never outlives its file (spies are restored by Vitest itself).
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});
