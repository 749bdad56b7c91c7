import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ui } from '../hooks/use-ui-store';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  ui.reset();
});
