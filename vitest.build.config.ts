import {defineConfig} from 'vitest/config';
import path from 'node:path';

/**
 * Checks that read the production build (HTML, search index, assets) without a browser.
 * `npm test` runs them after the build; BUILD_DIR points them at another build folder.
 */
export default defineConfig({
  resolve: {
    alias: {'@site': path.resolve(__dirname)},
  },
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // A few checks read every page of every built locale (1,600 pages in the full run).
    testTimeout: 300_000,
  },
});
