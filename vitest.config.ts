import {defineConfig} from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  // JSX compiles to the automatic runtime, as Docusaurus compiles it: components need no React import.
  esbuild: {jsx: 'automatic'},
  resolve: {
    alias: {'@site': path.resolve(__dirname)},
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
