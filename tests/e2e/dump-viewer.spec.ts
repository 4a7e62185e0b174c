import type {Page} from '@playwright/test';
import {corsHeaders, dumpFixture as fixture, dumpFixturePath, dumpServer, playDumpServer, viewerPath} from './dumpServer';
import {test, expect, mainHeading} from './fixtures';
import {axeViolations, colourModeRules, switchColourMode} from './axe';

const downloadsApi = 'https://download.geysermc.org';
const paperKey = 'PaperFixtureKey0000000000000001a';
const otherKey = 'VelocityFixtureKey00000000000002';

/** Path, query and hash of the page address. */
async function expectAddress(page: Page, expected: string) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search + url.hash;
    })
    .toBe(expected);
}

function section(page: Page, name: string) {
  return page.getByRole('region', {name, exact: true});
}

function dumpInput(page: Page) {
  return page.getByLabel('Dump ID or link');
}

async function expectPaperDump(page: Page) {
  await expect(page.getByRole('heading', {name: 'Versions', level: 2, exact: true})).toBeVisible();
  await expect(page.getByText('26.2-118-main@1f2e3d4 (2026-07-20T09:12:44Z)')).toBeVisible();
}

test.describe('loading a dump from the dump server', () => {
  test('loads a dump by ID with the Load button and makes the address shareable', {tag: '@smoke'}, async ({page}) => {
    const requests = await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(viewerPath);
    await expect(mainHeading(page)).toHaveText('Dump Viewer');
    await dumpInput(page).fill(paperKey);
    await page.getByRole('button', {name: 'Load'}).click();
    await expectPaperDump(page);
    await expectAddress(page, `${viewerPath}?id=${paperKey}`);
    expect(requests.map((request) => request.url())).toEqual([`${dumpServer}/raw/${paperKey}`]);
    await expect(page.getByRole('link', {name: 'View the raw JSON on the dump server'})).toHaveAttribute('href', `${dumpServer}/raw/${paperKey}`);
  });

  test('loads a dump by pressing Enter in the box', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(viewerPath);
    await dumpInput(page).fill(`  ${paperKey}  `);
    await dumpInput(page).press('Enter');
    await expectPaperDump(page);
  });

  test('accepts every form of link a user pastes', async ({page, baseURL}) => {
    const requests = await playDumpServer(page, {
      [paperKey]: {body: fixture('spigot.json')},
      [otherKey]: {body: fixture('velocity.json')},
    });
    await page.goto(viewerPath);
    const viewerHost = new URL(baseURL!).host;
    const forms = [
      `https://dump.geysermc.org/${paperKey}`,
      `dump.geysermc.org/${otherKey}/`,
      `https://dump.geysermc.org/raw/${paperKey}?download=1`,
      `dump.geysermc.org/raw/${otherKey}`,
      `https://geysermc.org/utilities/dump-viewer?id=${paperKey}`,
      `https://geysermc.org/utilities/dump-viewer/#${otherKey}`,
      `http://${viewerHost}/utilities/dump-viewer/?id=${paperKey}&from=chat`,
    ];
    for (const [index, form] of forms.entries()) {
      const key = form.includes(paperKey) ? paperKey : otherKey;
      await dumpInput(page).fill(form);
      await dumpInput(page).press('Enter');
      await expect(page.getByText(`Dump ${key}`)).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Platform', level: 2, exact: true})).toBeVisible();
      await expectAddress(page, `${viewerPath}?id=${key}`);
      expect(requests[index]?.url(), form).toBe(`${dumpServer}/raw/${key}`);
    }
    expect(requests).toHaveLength(forms.length);
  });

  test('loads a dump by ID from the URL hash, as the dump server redirects', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}#${paperKey}`);
    await expectPaperDump(page);
    await expect(dumpInput(page)).toHaveValue(paperKey);
    await expectAddress(page, `${viewerPath}?id=${paperKey}`);
  });

  test('shows that a dump is loading until the server answers', async ({page}) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${dumpServer}/**`, async (route) => {
      await answered;
      await route.fulfill({headers: {...corsHeaders, 'content-type': 'application/json'}, body: fixture('spigot.json')});
    });
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(page.getByRole('status').filter({hasText: 'Loading dump'})).toHaveText(`Loading dump ${paperKey}…`);
    answer();
    await expectPaperDump(page);
    await expect(page.getByText('Loading dump')).toHaveCount(0);
  });

  test('loads a dump by ID from the query on arrival and again after a reload', async ({page}) => {
    const requests = await playDumpServer(page, {[otherKey]: {body: fixture('velocity.json')}});
    await page.goto(`${viewerPath}?id=${otherKey}`);
    await expect(section(page, 'Platform')).toContainText('Velocity Contributors');
    await page.reload();
    await expect(section(page, 'Platform')).toContainText('Velocity Contributors');
    expect(requests).toHaveLength(2);
  });
});

test.describe('opening a local dump.json', () => {
  test('opens a dump from a file without any request', {tag: '@smoke'}, async ({page}) => {
    const requests = await playDumpServer(page, {});
    await page.goto(viewerPath);
    await page.getByLabel('Open a local dump.json').setInputFiles(dumpFixturePath('standalone.json'));
    await expect(page.getByText('Opened from the local file standalone.json. Nothing was uploaded.')).toBeVisible();
    await expect(page.getByText('WayfinderForms')).toBeVisible();
    await expect(page.getByText('This platform does not list plugins or mods in its dumps.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  test('opens a dump dropped onto the file area', async ({page}) => {
    await page.goto(viewerPath);
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dump.json', {type: 'application/json'}));
      return transfer;
    }, fixture('neoforge.json'));
    const dropArea = page.getByLabel('Open a local dump.json').locator('..');
    await dropArea.dispatchEvent('dragover', {dataTransfer});
    await dropArea.dispatchEvent('drop', {dataTransfer});
    await expect(page.getByText('Opened from the local file dump.json.')).toBeVisible();
    await expect(section(page, 'Mods')).toBeVisible();
    await page.getByRole('button', {name: 'copperworks'}).click();
    await expect(page.getByRole('link', {name: 'https://copperworks.example.net/'})).toHaveAttribute('href', 'https://copperworks.example.net/');
  });

  test('drops a stale ?id= from the address when a file is opened', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expectPaperDump(page);
    await page.getByLabel('Open a local dump.json').setInputFiles(dumpFixturePath('fabric.json'));
    await expect(page.getByText('moss-and-mortar')).toBeVisible();
    await expectAddress(page, viewerPath);
  });

  test('names a file that is not JSON and a file that is not a dump', async ({page}) => {
    await page.goto(viewerPath);
    const fileInput = page.getByLabel('Open a local dump.json');
    await fileInput.setInputFiles({name: 'latest.log', mimeType: 'text/plain', buffer: Buffer.from('[12:00:01 INFO]: Done')});
    await expect(page.getByRole('alert')).toHaveText(/latest\.log is not a JSON file/);
    await fileInput.setInputFiles(dumpFixturePath('not-a-dump.json'));
    await expect(page.getByRole('alert')).toHaveText('not-a-dump.json contains JSON, but not a Geyser dump.');
  });
});

test.describe('errors', () => {
  test('says so when the dump does not exist', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {status: 404}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(page.getByRole('alert')).toContainText(`There is no dump with the ID ${paperKey}.`);
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
  });

  test('a server error offers Retry, and Retry recovers', async ({page}) => {
    const requests = await playDumpServer(page, {[paperKey]: [{status: 500, body: 'oops'}, {body: fixture('spigot.json')}]});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(page.getByRole('alert')).toContainText('HTTP 500');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expectPaperDump(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(requests).toHaveLength(2);
  });

  test('a network failure offers Retry', async ({page}) => {
    await playDumpServer(page, {[paperKey]: [{abort: true}, {body: fixture('spigot.json')}]});
    await page.goto(viewerPath);
    await dumpInput(page).fill(paperKey);
    await dumpInput(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('The dump server could not be reached.');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expectPaperDump(page);
  });

  test('an answer that is not JSON or not a dump is named', async ({page}) => {
    await playDumpServer(page, {
      [paperKey]: {body: '<html><body>Maintenance</body></html>'},
      [otherKey]: {body: fixture('not-a-dump.json')},
    });
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(page.getByRole('alert')).toContainText('not JSON');
    await dumpInput(page).fill(otherKey);
    await dumpInput(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('This JSON is not a Geyser dump.');
  });

  test('a bad ID, another host or an empty box sends no request', async ({page}) => {
    const requests = await playDumpServer(page, {});
    await page.goto(`${viewerPath}?id=not-a-key`);
    await expect(page.getByRole('alert')).toContainText('That is not a valid dump ID.');

    await dumpInput(page).fill('');
    await page.getByRole('button', {name: 'Load'}).click();
    await expect(page.getByRole('alert')).toContainText('Enter a dump ID or the link');

    await dumpInput(page).fill(`https://paste.example.com/${paperKey}`);
    await dumpInput(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('Only dumps stored on dump.geysermc.org can be opened here.');

    await dumpInput(page).fill('https://dump.geysermc.org/abc123');
    await dumpInput(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('That is not a valid dump ID.');

    await dumpInput(page).fill('https://dump.geysermc.org/');
    await dumpInput(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('No dump ID found in that text.');
    expect(requests).toHaveLength(0);
  });
});

test.describe('safety', () => {
  test('a dump whose strings hold HTML and script shows them as text and runs nothing', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('html-strings.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    const report = page.locator('main');
    await expect(report.getByText('<script>window.__pwned = 1</script>2.11.1-b987')).toBeVisible();
    await expect(report.getByText('<svg onload="window.__pwned = 1">CPU</svg>')).toBeVisible();
    await expect(report.getByText('<iframe src="javascript:window.__pwned = 1"></iframe>Paper')).toBeVisible();

    await page.getByRole('button', {name: '<img src=x onerror="window.__pwned = 1">Mischief'}).click();
    await expect(report.getByText('"><script>window.__pwned = 1</script>').first()).toBeVisible();

    await page.getByRole('button', {name: /^motd/}).click();
    await expect(report.getByText(/"<img src=x onerror=\\"window\.__pwned = 1\\">"/).first()).toBeVisible();

    // the logs link and the repository are javascript: URLs in the dump, so they are no links at all
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(report.locator('img[src="x"], svg[onload], iframe, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned)).toBeUndefined();
  });
});

test.describe('what a loaded dump shows', () => {
  test('diagnostics appear for a dump that triggers them, with links into the wiki', async ({page}) => {
    await playDumpServer(page, {[otherKey]: {body: fixture('velocity.json')}});
    await page.route(`${downloadsApi}/v2/projects/geyser/versions/latest/builds/latest`, (route) =>
      route.fulfill({
        headers: {...corsHeaders, 'content-type': 'application/json'},
        body: JSON.stringify({
          project_id: 'geyser',
          project_name: 'Geyser',
          version: '2.11.1',
          build: 1012,
          time: '2026-11-18T14:02:09Z',
          channel: 'default',
          promoted: false,
          changes: [],
          downloads: {},
        }),
      }),
    );
    await page.goto(`${viewerPath}?id=${otherKey}`);
    const diagnostics = section(page, 'Diagnostics');
    const findings = diagnostics.getByRole('listitem');
    await expect(findings).toHaveCount(4);
    await expect(findings.nth(0)).toContainText('auth-type is set to floodgate, but Floodgate is not installed');
    await expect(findings.nth(0).getByRole('link', {name: 'How to fix this'})).toHaveAttribute('href', '/wiki/floodgate/setup/');
    await expect(diagnostics).toContainText('This is Geyser build 612; the newest build is 1012.');
    await expect(diagnostics).toContainText('The server runs Java 17, but current Geyser builds need Java 21 or newer.');
    await expect(diagnostics).toContainText('Geyser sends PROXY protocol to the Java server.');

    await findings.nth(0).getByRole('link', {name: 'How to fix this'}).click();
    await expectAddress(page, '/wiki/floodgate/setup/');
  });

  test('a healthy dump says no problems were found', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(section(page, 'Diagnostics')).toContainText('No known problems found in this dump.');
  });

  test('versions, build, platform and system are shown, with memory in readable units', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(section(page, 'Versions')).toContainText('21.0.7+6-LTS');
    const commit = section(page, 'Build').getByRole('link', {name: /^[0-9a-f]{40} \(github\.com\)$/});
    await expect(commit).toHaveAttribute('href', /^https:\/\/github\.com\/GeyserMC\/Geyser\/commit\/[0-9a-f]{40}$/);
    await expect(section(page, 'Build')).toContainText('975');
    await expect(section(page, 'Platform')).toContainText('26.2-R0.1-SNAPSHOT');
    await expect(section(page, 'System')).toContainText('1.8 GB');
    await expect(section(page, 'System')).toContainText('8 GB');
    await expect(section(page, 'Supported game versions')).toContainText('26.40');
    await expect(section(page, 'Connected Bedrock players')).toContainText('Windows');
  });

  test('fields a dump lacks read "Not provided"', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('minimal.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(section(page, 'Versions')).toContainText('2.6.0-b750');
    await expect(section(page, 'System').getByText('Not provided').first()).toBeVisible();
    await expect(section(page, 'Config')).toContainText('Not provided');
  });

  test('plugin details open by click and by keyboard', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    const hearth = page.getByRole('button', {name: 'HearthHomes'});
    await hearth.click();
    await expect(hearth).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('net.lanternfall.hearth.HearthHomesPlugin')).toBeVisible();
    await hearth.press('Enter');
    await expect(page.getByText('net.lanternfall.hearth.HearthHomesPlugin')).toHaveCount(0);

    const quarry = page.getByRole('button', {name: 'QuarryTools'});
    await quarry.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('io.quarrytools.QuarryToolsPlugin')).toBeVisible();
  });

  test('the config tree opens a section only when asked', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    const config = section(page, 'Config');
    await expect(config.getByText('clone-remote-port')).toHaveCount(0);
    const bedrock = config.getByRole('button', {name: /^bedrock/});
    await expect(bedrock).toContainText('3 keys');
    await bedrock.click();
    await expect(config.getByText('clone-remote-port')).toBeVisible();
    await expect(config.getByRole('button', {name: /^advanced/})).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dump with 10,000 plugins, extensions, packs and JVM flags stays usable, one page at a time', async ({page}) => {
    const huge = JSON.parse(fixture('spigot.json'));
    const many = <T>(make: (index: number) => T) => Array.from({length: 10_000}, (_, index) => make(index));
    huge.bootstrapInfo.plugins = many((index) => ({
      enabled: true,
      name: `Lantern${index}`,
      version: `1.${index}`,
      main: `net.lantern${index}.Main`,
      authors: [`keeper${index % 10}`],
    }));
    huge.extensionInfo = many((index) => ({
      name: `Beacon${index}`,
      version: '1.0.0',
      apiVersion: '2.9.0',
      enabled: true,
      main: `org.beacon${index}.Main`,
      authors: ['Ada'],
    }));
    huge.packInfo = many((index) => ({name: `Pack${index}`, type: 'zip', size: '0.1 MB'}));
    huge.flagsInfo = {flags: many((index) => `-Dlantern.flag${index}=true`)};
    huge.config.padding = Array.from({length: 20000}, (_, index) => `entry-${index}-${'x'.repeat(80)}`);
    await playDumpServer(page, {[paperKey]: {body: JSON.stringify(huge)}});
    await page.goto(`${viewerPath}?id=${paperKey}`);

    const plugins = section(page, 'Plugins');
    await expect(plugins.getByRole('status')).toHaveText('Showing 1 to 50 of 10000 (of 10000 in the dump).');
    await expect(plugins.locator('tbody tr')).toHaveCount(50);
    const pager = plugins.getByRole('group', {name: 'Plugins: pages'});
    await expect(pager).toContainText('Page 1 of 200 (entries 1 to 50 of 10000)');
    // at the start, the way back is announced as unavailable and does nothing
    await expect(pager.getByRole('button', {name: 'Previous page'})).toHaveAttribute('aria-disabled', 'true');

    // by keyboard: Next page, then Last page
    const next = pager.getByRole('button', {name: 'Next page'});
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(plugins.getByRole('status')).toHaveText('Showing 51 to 100 of 10000 (of 10000 in the dump).');
    await expect(plugins.locator('tbody tr').first()).toContainText('Lantern50');
    await expect(next).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(pager.getByRole('button', {name: 'Last page'})).toBeFocused();
    await page.keyboard.press('Space');
    await expect(plugins.getByRole('status')).toHaveText('Showing 9951 to 10000 of 10000 (of 10000 in the dump).');
    await expect(plugins.locator('tbody tr').last()).toContainText('Lantern9999');
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    // details still open from a later page
    await plugins.getByRole('button', {name: 'Lantern9990'}).click();
    await expect(plugins.getByText('net.lantern9990.Main')).toBeVisible();

    // the filter searches every entry and starts again on its first page
    await plugins.getByLabel('Filter plugins').fill('Lantern2999');
    await expect(plugins.getByRole('status')).toHaveText('Showing 1 to 1 of 1 (of 10000 in the dump).');
    await expect(plugins.getByRole('group', {name: 'Plugins: pages'})).toHaveCount(0);
    await plugins.getByLabel('Filter plugins').fill('keeper3');
    await expect(plugins.getByRole('status')).toHaveText('Showing 1 to 50 of 1000 (of 10000 in the dump).');
    await pager.getByRole('button', {name: 'Next page'}).click();
    await expect(plugins.getByRole('status')).toHaveText('Showing 51 to 100 of 1000 (of 10000 in the dump).');
    await expect(plugins.locator('tbody tr').first()).toContainText('Lantern503');

    // the other long lists page the same way
    const extensions = section(page, 'Geyser extensions');
    await expect(extensions.locator('tbody tr')).toHaveCount(50);
    await extensions.getByRole('button', {name: 'Last page'}).click();
    await expect(extensions.locator('tbody tr').last()).toContainText('Beacon9999');
    const packs = section(page, 'Resource packs');
    await expect(packs.locator('tbody tr')).toHaveCount(50);
    await expect(packs.getByRole('group', {name: 'Resource packs: pages'})).toContainText('Page 1 of 200');
    const runtime = section(page, 'JVM flags and logs');
    await expect(runtime.locator('li')).toHaveCount(50);
    await runtime.getByRole('button', {name: 'Next page'}).click();
    await expect(runtime.locator('li').first()).toHaveText('-Dlantern.flag50=true');

    // the page holds a few hundred rows, not tens of thousands
    expect(await page.locator('main tr, main li').count()).toBeLessThan(500);

    const padding = section(page, 'Config').getByRole('button', {name: /^padding/});
    await expect(padding).toContainText('20000 items');
    await padding.click();
    await expect(page.getByRole('button', {name: 'Show all 20000 entries'})).toBeVisible();
  });
});

test.describe('limits and hostile values', () => {
  /** Dump text padded to just over 10 MB. */
  function oversizedDump(): string {
    const spigot = fixture('spigot.json').trimEnd();
    return `${spigot.slice(0, -1)},"padding":"${'x'.repeat(10 * 1024 * 1024)}"}`;
  }

  test('a local file over 10 MB is refused with a message, and the ID in the box stays', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: fixture('spigot.json')}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expectPaperDump(page);
    await page
      .getByLabel('Open a local dump.json')
      .setInputFiles({name: 'huge.json', mimeType: 'application/json', buffer: Buffer.from(oversizedDump())});
    await expect(page.getByRole('alert')).toHaveText(
      'huge.json is larger than 10 MB, far more than any Geyser dump, so it was not opened. Open the dump.json that /geyser dump offline wrote.',
    );
    await expect(dumpInput(page)).toHaveValue(paperKey);
  });

  test('a dump server answer over 10 MB is refused with a message', async ({page}) => {
    await playDumpServer(page, {[paperKey]: {body: oversizedDump()}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(page.getByRole('alert')).toHaveText('The dump server sent more than 10 MB, far more than any Geyser dump, so it was not opened.');
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'Versions', level: 2, exact: true})).toHaveCount(0);
  });

  test('names of Object.prototype members show as plain text', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const dump = JSON.parse(fixture('spigot.json'));
    dump.bootstrapInfo.platform = {platformName: '__proto__'};
    dump.bootstrapInfo.plugins[0].name = 'constructor';
    delete dump.userPlatforms;
    // written as text: an object literal with a __proto__ key would set a prototype instead
    const text = `${JSON.stringify(dump).slice(0, -1)},"userPlatforms":{"__proto__":3,"constructor":2,"toString":1}}`;
    await playDumpServer(page, {[paperKey]: {body: text}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    await expect(section(page, 'Platform').getByText('__proto__', {exact: true})).toBeVisible();
    const players = section(page, 'Connected Bedrock players');
    for (const name of ['__proto__', 'constructor', 'toString']) await expect(players.getByText(name, {exact: true})).toBeVisible();
    await expect(section(page, 'Plugins').getByRole('button', {name: 'constructor', exact: true})).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('links from a dump', () => {
  test('show the host they lead to and open in a new tab without a referrer', async ({page}) => {
    const dump = JSON.parse(fixture('spigot.json'));
    dump.logsInfo = {link: 'https://mclo.gs@logs.example.net/Qw3rTy9'};
    dump.gitInfo['git.remote.origin.url'] = 'git@github.com:lanternfall/Geyser.git';
    await playDumpServer(page, {[paperKey]: {body: JSON.stringify(dump)}});
    await page.goto(`${viewerPath}?id=${paperKey}`);

    const log = section(page, 'JVM flags and logs').getByRole('link');
    await expect(log).toHaveText('https://mclo.gs@logs.example.net/Qw3rTy9 (logs.example.net)');
    await expect(log).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(log).toHaveAttribute('target', '_blank');
    const repository = section(page, 'Build').getByRole('link', {name: 'https://github.com/lanternfall/Geyser (github.com)'});
    await expect(repository).toHaveAttribute('href', 'https://github.com/lanternfall/Geyser');
    await expect(section(page, 'Build').getByRole('link', {name: /^[0-9a-f]{40} \(github\.com\)$/})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/lanternfall\/Geyser\/commit\//,
    );
    for (const link of await page.locator('main a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  });

  test('a mod homepage shows its host; an address that is no web link is text', async ({page}) => {
    const dump = JSON.parse(fixture('neoforge.json'));
    dump.bootstrapInfo.mods[0].url = 'javascript:alert(document.domain)';
    await playDumpServer(page, {[paperKey]: {body: JSON.stringify(dump)}});
    await page.goto(`${viewerPath}?id=${paperKey}`);
    const mods = section(page, 'Mods');
    await mods.getByRole('button', {name: 'copperworks'}).click();
    await expect(mods.getByRole('link', {name: 'https://copperworks.example.net/ (copperworks.example.net)'})).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    const first = dump.bootstrapInfo.mods[0].name as string;
    await mods.getByRole('button', {name: first, exact: true}).click();
    await expect(mods.getByText('javascript:alert(document.domain)', {exact: true})).toBeVisible();
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  });
});

test.describe('accessibility of a loaded dump', () => {
  // Each state gets every rule in one colour mode and the rules a mode can change in the other,
  // switched with the reader's own switch (switchColourMode in axe.ts).
  test('page buttons and outside links pass axe in light and dark mode, on the last page too', async ({page}) => {
    const dump = JSON.parse(fixture('spigot.json'));
    dump.bootstrapInfo.plugins = Array.from({length: 120}, (_, index) => ({
      enabled: true,
      name: `Lantern${index}`,
      version: '1.0',
      authors: ['Ada'],
    }));
    dump.logsInfo = {link: 'https://mclo.gs/Qw3rTy9'};
    await playDumpServer(page, {[paperKey]: {body: JSON.stringify(dump)}});
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`${viewerPath}?id=${paperKey}`);
    const pager = section(page, 'Plugins').getByRole('group', {name: 'Plugins: pages'});
    await expect(pager).toContainText('Page 1 of 3');
    const colours = () => axeViolations(page, 'main', {rules: colourModeRules});
    expect(await axeViolations(page, 'main'), 'first page, light mode').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await colours(), 'first page, dark mode').toEqual([]);
    await pager.getByRole('button', {name: 'Last page'}).click();
    await expect(pager).toContainText('Page 3 of 3');
    expect(await axeViolations(page, 'main'), 'last page, dark mode').toEqual([]);
    await switchColourMode(page, 'light');
    expect(await colours(), 'last page, light mode').toEqual([]);
  });
});
