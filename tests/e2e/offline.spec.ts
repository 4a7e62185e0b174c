import {test, expect} from './fixtures';

// What a page asks for is the point here: run as an ordinary reader's browser, which fetches
// linked pages' code ahead (dataSaver, fixtures.ts).
test.use({dataSaver: false});

// The browser tests run offline (offlineArgs in playwright.config.ts): outside services are
// played by the tests' own fixtures, and nothing else may answer. The registry's host name
// resolves wherever `npm ci` has just run, so only the browser's own rule can stop it here.
test('a page cannot reach any host but the local server', async ({page}) => {
  await page.goto('/');
  await expect(page.goto('https://registry.npmjs.org/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
});
