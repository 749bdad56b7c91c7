import { defineProject } from 'vitest/config';
import { appTests, webTestBase } from './vitest.shared';

/** The whole-app tests (router, root layout, i18n start-up): one jsdom per file. */
export default defineProject({
  ...webTestBase,
  test: { ...webTestBase.test, name: 'web-app', include: appTests },
});
