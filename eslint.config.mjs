// ESLint for the site's code: the recommended rules of ESLint, typescript-eslint,
// React, React Hooks, jsx-a11y and import-x, plus the rules that keep the layers
// apart (see "Code layers" in CONTRIBUTING.md). Run with `npm run lint`.
import js from '@eslint/js';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Browser-only globals that src/lib must not touch: it runs in Node (tests,
// build plugins) as well as in the browser. Blob, TextDecoder, fetch and
// crypto exist in Node and stay allowed.
const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'IntersectionObserver',
  'MutationObserver',
  'ResizeObserver',
  'HTMLElement',
  'Element',
  'Node',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'FileReader',
  'DOMParser',
  'XMLHttpRequest',
].map((name) => ({name, message: 'src/lib is plain TypeScript that also runs in Node: no DOM. Do this in a component or hook.'}));

// A package's non-public entries (`…/internal`, `…/lib/…`, `…/dist/…`) and Docusaurus's
// generated modules are framework internals: only plugins/framework-internals may reach
// them, where each use is listed with its guard test (plugins/framework-internals/README.md).
const frameworkInternals = {
  regex: '^(?!@site/)(@[^/]+/)?[^/.][^/]*/(lib|dist|internal)(/|$)',
  message: 'That is a non-public entry of a package: framework internals belong in plugins/framework-internals (see its README).',
};
const generatedModules = {
  regex: '^@generated/',
  message: "Docusaurus's generated modules are framework internals (plugins/framework-internals); our own plugins' data is read through src/i18n.",
};
// The allow list: generated modules that are public to the site, each with its reason.
const allowedGenerated = [
  // Our own plugin's output (plugins/i18n): translated data strings and translation groups,
  // read only by src/i18n, so the components never name a generated path.
  {files: ['src/i18n/**/*.{ts,tsx}'], regex: '^@generated/(?!site-translations/)'},
];

export default defineConfig([
  globalIgnores([
    'build/',
    'build-stock/',
    'build-internals/',
    '.docusaurus/',
    'node_modules/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'bench/results/',
    'docs-api/',
    'src/lib/downloads/apiTypes.gen.ts',
  ]),

  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, importX.flatConfigs.recommended, importX.flatConfigs.typescript],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({alwaysTryTypes: true})],
    },
    rules: {
      // TypeScript resolves every import (tsc runs in `npm test`), including the
      // webpack-only aliases (@theme, @generated, @docusaurus) this rule cannot see.
      'import-x/no-unresolved': 'off',
      // Same reason: TypeScript already checks that named imports exist, and
      // the rule cannot parse the webpack-only modules.
      'import-x/named': 'off',
      // Same again for default imports and members of a namespace import (typescript-eslint's
      // performance guide advises both off in TypeScript code). They read every module a file
      // imports to list its exports: 11.6 s of the lint's 31 s of rule time. Both stay on for
      // JavaScript files below.
      'import-x/default': 'off',
      'import-x/namespace': 'off',
      // clsx, fast-check, semver, AxeBuilder and the ESLint plugins document their
      // default import, which is the same object as their named exports.
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // As recommended, except that a leading underscore marks a parameter a signature
      // needs (a mock's, a plugin's) but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },

  // JavaScript files: no type checker looks at their default and namespace imports.
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: {'import-x/default': 'error', 'import-x/namespace': 'error'},
  },

  // CommonJS files (webpack loaders and the like).
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {
      // These files are CommonJS on purpose: webpack loads them with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // React components, pages and hooks.
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.tsx', 'tests/**/*.tsx'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
    ],
    settings: {react: {version: 'detect'}},
    rules: {
      // Props are typed with TypeScript; prop-types would repeat them at runtime.
      'react/prop-types': 'off',
      // As recommended for > and }, but apostrophes and quotes stay as typed: the
      // text inside <Translate> is the message translators see, entities and all.
      'react/no-unescaped-entities': ['error', {forbid: ['>', '}']}],
    },
  },

  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['plugins/framework-internals/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [frameworkInternals, generatedModules]}]},
  },
  ...allowedGenerated.map(({files, regex}) => ({
    files,
    rules: {'no-restricted-imports': ['error', {patterns: [frameworkInternals, {...generatedModules, regex}]}]},
  })),

  // Layers: src/lib is plain TypeScript (no React, no DOM, no Docusaurus client
  // modules), src/data does not import src/lib, and src/ never imports tests/.
  {
    files: ['src/lib/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-globals': ['error', ...domGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            frameworkInternals,
            generatedModules,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'src/lib is plain TypeScript: no React. Put UI code in src/components or src/hooks.',
            },
            {
              regex: '^@docusaurus/(?!utils$|types$|logger$)',
              message: 'src/lib must not use Docusaurus client modules; only the Node packages @docusaurus/utils, types and logger.',
            },
            {
              group: ['@theme/*', '@theme-original/*', '@theme-init/*', '@generated/*'],
              message: 'src/lib must not use theme or generated modules. Put such code next to the component (e.g. src/i18n).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/components', './src/theme', './src/pages', './src/hooks', './src/i18n', './src/clientModules'],
              message: 'src/lib is the bottom layer: it must not import UI code.',
            },
            {
              target: './src/data',
              from: './src/lib',
              message: 'src/data is plain data; src/lib may import it, not the other way round.',
            },
            {target: './src', from: './tests', message: 'Site code must not import test code.'},
          ],
        },
      ],
    },
  },
]);
