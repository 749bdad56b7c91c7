import { defineProject } from 'vitest/config';
import { appTests, webTestBase } from './vitest.shared';

/**
 * Component and unit tests share one jsdom and one module graph per worker (`isolate: false`):
 * building a fresh jsdom and re-importing React, the router and i18n for every file cost most of
 * the project's time. `src/testing/setup.ts` clears what a test leaves behind (DOM, storage, UI
 * store, dialogs, stubbed globals, fake clocks), and shuffled runs check that no file depends on
 * the ones before it. The whole-app tests keep a clean environment per file
 * (`vitest.app.config.ts`, project `web-app`).
 */
export default defineProject({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: appTests,
    isolate: false,
  },
});
