import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in builds made for the browser tests
 * (E2E_TEST_ROUTES=1). They are never linked and never deployed; their
 * components live with the browser tests (tests/e2e/routes).
 */
export default function testRoutesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({actions}) {
      if (process.env.E2E_TEST_ROUTES !== '1') return;
      actions.addRoute({
        path: '/__tests/crash/',
        component: '@site/tests/e2e/routes/CrashTrigger',
        exact: true,
      });
      actions.addRoute({
        path: '/__tests/code-block/',
        component: '@site/tests/e2e/routes/CodeBlockWithoutTokens',
        exact: true,
      });
      actions.addRoute({
        path: '/__tests/markdown-code/',
        component: '@site/tests/e2e/routes/MarkdownCodeWithoutImport',
        exact: true,
      });
    },
  };
}
