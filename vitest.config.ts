import {defineConfig} from 'vitest/config';
import path from 'node:path';

const shared = {
  // JSX compiles to the automatic runtime, as Docusaurus compiles it: components need no React import.
  esbuild: {jsx: 'automatic' as const},
  resolve: {
    alias: {'@site': path.resolve(__dirname)},
  },
};

// Test files that render components replace Docusaurus's client modules with vi.mock; they keep
// a module graph of their own. Every other unit test is plain functions over data, so its files
// share one module graph a worker (isolate: false): 52 s instead of 84 s for the suite on 2 cores.
const componentTests = 'tests/unit/**/*.test.tsx';

export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // npm test runs the unit tests beside the build, the type check and lint: a test that
          // starts a command line tool (openapi-typescript, ESLint, a script) took 4.5 to 6.4 s
          // there, against the default limit of 5 s.
          testTimeout: 20_000,
        },
      },
      {
        ...shared,
        test: {name: 'components', include: [componentTests], environment: 'node'},
      },
    ],
  },
});
