import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

/** What the web's two test projects share (see vitest.config.ts and vitest.app.config.ts). */
export const webTestBase = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A whole app page on a loaded 2-core machine can take more than the default 5 s.
    testTimeout: 20_000,
  },
} satisfies UserWorkspaceConfig;

/** The whole-app tests: router, root layout, i18n start-up, the first view rendered on the server. */
export const appTests = ['src/app/**/*.test.{ts,tsx}', 'src/ssr/**/*.test.{ts,tsx}'];
