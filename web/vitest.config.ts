import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A whole app page on a loaded 2-core machine can take more than the default 5 s.
    testTimeout: 20_000,
  },
});
