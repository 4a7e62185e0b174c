import fs from 'node:fs';
import path from 'node:path';
import type {Download, Page} from '@playwright/test';
import {test, expect, mainHeading} from './fixtures';
import {axeViolations, colourModeRules, switchColourMode} from './axe';

// Some tests here serve the page's scripts through a route handler. When a test ends, a
// script the page was still fetching (a link prefetched on idle, say) would make that
// handler fail after the page has gone; unrouting first lets such handlers go quietly.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

const fixtureDir = path.resolve(__dirname, '../fixtures/config');
const fixtureBytes = (name: string) => fs.readFileSync(path.join(fixtureDir, name));

async function downloadedBytes(download: Download): Promise<Buffer> {
  expect(download.suggestedFilename()).toBe('config.yml');
  return fs.readFileSync((await download.path())!);
}

async function exportBytes(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export', exact: true}).click();
  return downloadedBytes(await downloading);
}

const exportFile = async (page: Page) => (await exportBytes(page)).toString('utf8');

/** The lines that differ between two files of the same line count. */
function changedLines(before: string, after: string): string[][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
}

async function openDefault(page: Page, choice = 'Geyser for Paper, Spigot or Velocity') {
  await page.goto('/utilities/config-editor');
  await page.getByLabel('Default file for').selectOption({label: choice});
  await page.getByRole('button', {name: 'Default', exact: true}).click();
}

/** The number box of the Bedrock port (its "Learn more about Bedrock port" link has a similar name). */
function bedrockPort(page: Page) {
  return page.getByRole('spinbutton', {name: /^Bedrock port/});
}

function upload(page: Page, name: string, buffer: Buffer) {
  return page.locator('input[type="file"]').setInputFiles({name, mimeType: 'application/yaml', buffer});
}

test.describe('config editor', () => {
  test('says no config is selected before one is loaded', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await expect(mainHeading(page)).toHaveText('Config Editor');
    await expect(page.getByText('No config is selected.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Default', exact: true})).toBeEnabled();
    await expect(page.getByRole('button', {name: 'Upload', exact: true})).toBeEnabled();
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeDisabled();
  });

  test('Default writes the current file of the chosen build; changing two options changes only their lines', {tag: '@smoke'}, async ({page}) => {
    await openDefault(page);
    await expect(page.getByText("Editing Geyser's default config.")).toBeVisible();
    await expect(page.getByText('Geyser config, config-version 7.')).toBeVisible();
    const defaultFile = await exportFile(page);
    expect(defaultFile).toContain('\nconfig-version: 7\n');
    expect(defaultFile).toContain('\n  cooldown-type: crosshair\n');
    expect(defaultFile).not.toMatch(/\n {2}address: 127\.0\.0\.1\n|enable-metrics|bungee-listener/);

    await bedrockPort(page).fill('19133');
    await page.getByRole('switch', {name: /Use the Java port for Bedrock/}).check();
    const sinceLoaded = page.locator('[data-summary="since-loaded"]');
    await expect(sinceLoaded.getByRole('listitem')).toHaveCount(2);
    await expect(sinceLoaded).toContainText('bedrock.port: 19132 → 19133');
    expect(changedLines(defaultFile, await exportFile(page))).toEqual([
      ['  port: 19132', '  port: 19133'],
      ['  clone-remote-port: false', '  clone-remote-port: true'],
    ]);

    page.once('dialog', (dialog) => dialog.accept());
    await openDefault(page, 'Geyser Standalone');
    const standalone = await exportFile(page);
    expect(standalone).toMatch(/\njava:\n(?: {2}#.*\n)+ {2}address: 127\.0\.0\.1\n/);
    expect(standalone).toContain('\nenable-metrics: true\n');
    expect(standalone).not.toContain('clone-remote-port');
  });

  test('a value Geyser would refuse names the option, its line and what is allowed, and blocks Export until fixed', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('geyser-paper-v7.yml'));
    const port = bedrockPort(page);
    await port.fill('70000');
    await expect(port).toHaveAttribute('aria-invalid', 'true');
    await expect(port).toHaveAccessibleDescription(/Must be between 1 and 65535\./);
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeDisabled();
    const blocked = page.getByRole('status').filter({hasText: 'Geyser would refuse these values.'});
    await expect(blocked).toContainText('Bedrock port (bedrock.port, line 10): Must be between 1 and 65535.');
    await blocked.getByRole('link', {name: 'Bedrock port', exact: true}).click();
    await expect(port).toBeFocused();
    await port.fill('19134');
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeEnabled();
  });

  test('a current plugin file and a Standalone file export byte for byte, and one edit changes one line', {tag: '@smoke'}, async ({page}) => {
    await page.goto('/utilities/config-editor');
    const paper = fixtureBytes('geyser-paper-v7.yml');
    await upload(page, 'config.yml', paper);
    await expect(page.getByText('Editing config.yml.')).toBeVisible();
    await expect(page.getByLabel('Written by')).toHaveValue('spigot');
    expect(await exportBytes(page)).toEqual(paper);
    await page.getByRole('spinbutton', {name: /^Shown player limit/}).fill('80');
    expect(changedLines(paper.toString('utf8'), await exportFile(page))).toEqual([['  max-players: 60', '  max-players: 80']]);

    page.once('dialog', (dialog) => dialog.accept());
    const standalone = fixtureBytes('geyser-standalone-v7-crlf.yml');
    await upload(page, 'config.yml', standalone);
    await expect(page.getByLabel('Written by')).toHaveValue('standalone');
    expect(await exportBytes(page)).toEqual(standalone);
    await page.getByRole('spinbutton', {name: /^Java server port/}).fill('25570');
    const edited = await exportBytes(page);
    expect(edited).toEqual(Buffer.from(standalone.toString('utf8').replace('  port: 25565\r\n', '  port: 25570\r\n'), 'utf8'));
  });

  test('a version 5 file opens for editing and says what Geyser will change when it next starts', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('geyser-v5.yml'));
    const panel = page.getByRole('region', {name: 'This file has config-version 5'});
    await expect(panel).toContainText('Current Geyser rewrites it as config-version 7');
    await expect(panel).toContainText('gameplay.show-cooldown: actionbar becomes crosshair');
    await expect(panel).toContainText('gameplay.show-cooldown moves to Attack cooldown indicator gameplay.cooldown-type');
    await expect(page.getByRole('combobox', {name: /^Attack cooldown indicator/})).toHaveValue('actionbar');
    await bedrockPort(page).fill('19141');
    expect(await exportFile(page)).toContain('\n  port: 19141\n');
  });

  test('a version 4 file is updated to the current format, with a list of what moved, changed and was dropped', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('hand-edited.yml'));
    await expect(page.getByText('Geyser config, config-version 4.')).toBeVisible();
    await page.getByRole('button', {name: 'Update to the current format'}).click();
    await page.getByLabel('Which Geyser will read it?').selectOption('standalone');
    const panel = page.getByRole('region', {name: 'This file has config-version 4'});
    await expect(panel.locator('[data-update-kind="moved"]')).toContainText('bedrock.motd1 moves to Server list, first line motd.primary-motd');
    await expect(panel.locator('[data-update-kind="dropped"]')).toContainText('allow-third-party-capes');
    await expect(panel.locator('[data-update-kind="dropped"]')).toContainText('ThirdPartyCosmetics extension');
    const preview = page.getByRole('region', {name: 'The updated config.yml'}).or(page.getByLabel('The updated config.yml'));
    await expect(preview).toContainText('config-version: 7');
    await page.getByRole('button', {name: 'Use the updated file'}).click();
    await expect(page.getByText('Geyser config, config-version 7.')).toBeVisible();
    await expect(page.getByLabel('Written by')).toHaveValue('standalone');
    await expect(page.getByRole('textbox', {name: /^Server list, first line/})).toHaveValue('Island Realm');
    const exported = await exportFile(page);
    expect(exported).toContain('\nmotd:\n');
    expect(exported).not.toContain('motd1');
  });

  test("Floodgate's server and proxy files open with their own options", async ({page}) => {
    await page.goto('/utilities/config-editor');
    const server = fixtureBytes('floodgate-server.yml');
    await upload(page, 'config.yml', server);
    await expect(page.getByText('Floodgate config, config-version 3.')).toBeVisible();
    await expect(page.getByLabel('File of')).toHaveValue('server');
    await expect(page.getByRole('switch', {name: /Send Bedrock player data to the servers/})).toHaveCount(0);
    expect(await exportBytes(page)).toEqual(server);
    await page.getByRole('switch', {name: /^Require a linked account/}).check();
    expect(changedLines(server.toString('utf8'), await exportFile(page))).toEqual([['  require-link: false', '  require-link: true']]);

    page.once('dialog', (dialog) => dialog.accept());
    await upload(page, 'config.yml', fixtureBytes('floodgate-proxy.yml'));
    await expect(page.getByLabel('File of')).toHaveValue('proxy');
    await expect(page.getByRole('switch', {name: /Send Bedrock player data to the servers/})).toBeChecked();

    page.once('dialog', (dialog) => dialog.accept());
    await openDefault(page, 'Floodgate on a proxy (BungeeCord, Velocity)');
    const proxyDefault = await exportFile(page);
    expect(proxyDefault).toContain('\nsend-floodgate-data: false\n');
    expect(proxyDefault).toContain('\n#default-locale: en_US\n');
  });

  test('a file from a newer Geyser says which versions are supported and opens read-only', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('geyser-v8.yml'));
    await expect(
      page.getByText(/config-version 8, from a Geyser release newer than this editor knows \(it reads versions 4, 5, 6, 7\)/),
    ).toBeVisible();
    await expect(bedrockPort(page)).toBeDisabled();
    await expect(page.getByText('bedrock.transport')).toBeVisible();
  });

  test('an upload that is not a usable config shows why and keeps the edits in progress', async ({page}) => {
    await openDefault(page);
    await bedrockPort(page).fill('19140');
    const alert = page.getByRole('alert');
    const badFiles: Array<[string, Buffer, RegExp]> = [
      ['not-yaml.yml', fixtureBytes('not-yaml.yml'), /not valid YAML\. The first problem is on line 5/],
      ['photo.yml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x0d, 0x0a]), /not plain text/],
      ['compose.yml', fixtureBytes('not-geyser.yml'), /does not look like a Geyser or Floodgate config/],
      ['bomb.yml', fixtureBytes('alias-bomb.yml'), /aliases/],
      ['config.yml', fixtureBytes('older-version.yml'), /config-version 3, from a Geyser release older than 2\.0/],
      ['huge.yml', Buffer.alloc(256 * 1024 + 1, 0x23), /larger than 256 KB/],
    ];
    for (const [name, buffer, message] of badFiles) {
      await upload(page, name, buffer);
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('The config you were editing is unchanged.');
      await expect(bedrockPort(page)).toHaveValue('19140');
    }
    expect(await exportFile(page)).toContain('\n  port: 19140\n');
  });

  test('a file the browser cannot read gives a message and keeps the edits', async ({page}) => {
    await openDefault(page);
    await bedrockPort(page).fill('19141');
    await page.evaluate(() => {
      File.prototype.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
    });
    await upload(page, 'config.yml', fixtureBytes('geyser-paper-v7.yml'));
    await expect(page.getByRole('alert')).toContainText('The browser could not read this file');
    await expect(bedrockPort(page)).toHaveValue('19141');
  });

  test('a reload restores the draft, with the build chosen for it', async ({page}) => {
    await openDefault(page, 'Geyser Standalone');
    await bedrockPort(page).fill('19150');
    await page.getByRole('textbox', {name: /^Server name/}).fill('Reloaded');
    await page.reload();
    await expect(page.getByText('Your unfinished work was restored from this browser.')).toBeVisible();
    await expect(bedrockPort(page)).toHaveValue('19150');
    await expect(page.getByRole('textbox', {name: /^Server name/})).toHaveValue('Reloaded');
    await expect(page.getByLabel('Written by')).toHaveValue('standalone');
  });

  test('when the draft cannot be saved the page says so, and the edits stay', async ({page}) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'configEditor.draft') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await openDefault(page);
    await expect(page.getByRole('alert')).toContainText('Your changes could not be saved in this browser');
    await bedrockPort(page).fill('19142');
    await expect(bedrockPort(page)).toHaveValue('19142');
    expect(await exportFile(page)).toContain('\n  port: 19142\n');
  });

  test('unreadable drafts are kept aside without overwriting each other, newest first, each to download or dismiss', async ({page}) => {
    test.setTimeout(90_000); // four visits, two downloads and an axe run
    const first = '{"version":2,"text":"not: [valid';
    const second = '{"version":2,"text":"also: {broken", "original": 1}';
    // Each visit finds the draft the test planted before it (once: the page then removes it).
    const plant = async (raw: string) => {
      await page.evaluate((text) => localStorage.setItem('configEditor.draft', text), raw);
      await page.reload();
    };
    await page.goto('/utilities/config-editor');
    await plant(first);
    const kept = page.getByRole('region', {name: /could not be read any more/});
    await expect(page.getByRole('alert').filter({hasText: 'It was kept aside: download it to get your work back.'})).toBeVisible();
    await expect(kept.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('configEditor.draft'))).toBeNull();

    await page.waitForTimeout(1100); // a later second, so the two downloads have different names
    await plant(second);
    const entries = kept.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    // Newest first; the first one is still there.
    const downloadOf = async (entry: number) => {
      const downloading = page.waitForEvent('download');
      await entries.nth(entry).getByRole('button', {name: 'Download'}).click();
      const download = await downloading;
      return {name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8')};
    };
    const newest = await downloadOf(0);
    const oldest = await downloadOf(1);
    expect(newest.text).toBe(second);
    expect(oldest.text).toBe(first);
    expect(newest.name).toMatch(/^config-editor-draft-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.txt$/);
    expect(oldest.name).toMatch(/^config-editor-draft-.*Z\.txt$/);
    expect(newest.name > oldest.name).toBe(true);
    await expect(entries.nth(0)).toContainText('Kept aside');
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Dismissing one forgets it, in this visit and the next; the page says no more once none is left.
    await entries.nth(1).getByRole('button', {name: 'Dismiss'}).click();
    await expect(entries).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('region', {name: /kept aside in this browser/}).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', {name: 'Dismiss'}).click();
    await expect(page.getByRole('listitem').filter({hasText: 'Kept aside'})).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('configEditor.draftsKeptAside'))).toBeNull();
  });

  test("two tabs do not silently overwrite each other's draft", async ({page, context}) => {
    await openDefault(page);
    await bedrockPort(page).fill('19143');
    const other = await context.newPage();
    await other.goto('/utilities/config-editor');
    await expect(bedrockPort(other)).toHaveValue('19143');
    await bedrockPort(other).fill('19144');

    const notice = page.getByRole('alert').filter({hasText: 'another tab saved a different draft'});
    await expect(notice).toBeVisible();
    // This tab's edits are not saved over the other tab's until the user chooses.
    await page.getByRole('textbox', {name: /^Server name/}).fill('Mine');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('configEditor.draft')!).text)).toContain('port: 19144');
    await notice.getByRole('button', {name: "Open the other tab's draft"}).click();
    await expect(bedrockPort(page)).toHaveValue('19144');
    await expect(notice).toHaveCount(0);
  });

  test('a commented-out option of a version 4 file is written in place when switched on; unknown keys are shown read-only', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('hand-edited.yml'));
    await expect(page.getByText('Other keys in your file')).toBeVisible();
    await expect(page.getByText('my-own-note: remember to renew the domain')).toBeVisible();
    await expect(page.getByText('Geyser stopped using this option in 2024; it has no effect.').first()).toBeVisible();

    page.once('dialog', (dialog) => dialog.accept());
    await upload(page, 'config.yml', fixtureBytes('default.yml'));
    const address = page.getByRole('textbox', {name: /^Listen address/});
    await expect(address).toBeDisabled();
    await page.getByLabel('Set Listen address in the file').check();
    await expect(address).toBeEnabled();
    await address.fill('10.0.0.7');
    const exported = await exportFile(page);
    expect(exported).toMatch(/\n {2}address: 10\.0\.0\.7\n/);
    expect(exported).not.toContain('#address:');
  });
});

// Until a file is open the page needs only its toolbar; the form, the YAML library and the option
// data load when a file is opened (or when the user reaches for the toolbar). Chunk names change
// from build to build, so the code is recognised by what it contains.
const yamlLibrary = (script: string) => script.includes('MULTILINE_IMPLICIT_KEY'); // an error code of the yaml package
const editorForm = (script: string) => script.includes('config-export-heading'); // the Export section of the form
const editingCode = (script: string) => yamlLibrary(script) || editorForm(script);

/** The bodies of the scripts the page has loaded so far. */
function scriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** Serves the page's scripts, except that the editing code is refused while `refuse()` says so, or held until `release()`. */
async function controlEditingCode(page: Page, {refuse = () => false, hold = false}: {refuse?: () => boolean; hold?: boolean}) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (editingCode(body)) {
      requested.push(route.request().url());
      if (refuse()) return route.abort('internetdisconnected');
      if (hold) await held;
    }
    await route.fulfill({response, body});
  });
  return {release, requested};
}

test.describe('config editor code loaded on demand', () => {
  test('the first load brings no editing code; opening a file brings it and the form works', async ({page}) => {
    const scripts = scriptBodies(page);
    await page.goto('/utilities/config-editor');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('No config is selected.')).toBeVisible();
    const firstLoad = await scripts();
    expect(firstLoad.length).toBeGreaterThan(2);
    expect(firstLoad.filter(editingCode).length).toBe(0);

    await upload(page, 'config.yml', fixtureBytes('geyser-paper-v7.yml'));
    await expect(page.getByText('Editing config.yml.')).toBeVisible();
    const afterOpening = await scripts();
    expect(afterOpening.some(yamlLibrary)).toBe(true);
    expect(afterOpening.some(editorForm)).toBe(true);
    await bedrockPort(page).fill('19160');
    await expect(page.locator('[data-summary="since-loaded"]')).toContainText('bedrock.port: 19133 → 19160');
    expect(await exportFile(page)).toContain('\n  port: 19160\n');
  });

  test('pointing at the toolbar fetches the editing code before anything is opened', async ({page}) => {
    const scripts = scriptBodies(page);
    await page.goto('/utilities/config-editor');
    await page.waitForLoadState('networkidle');
    expect((await scripts()).some(editingCode)).toBe(false);
    await page.getByRole('button', {name: 'Upload', exact: true}).hover();
    await expect.poll(async () => (await scripts()).some(yamlLibrary) && (await scripts()).some(editorForm)).toBe(true);
    await expect(page.getByText('No config is selected.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeDisabled();
  });

  test('reaching the toolbar with the keyboard fetches the editing code, and focus stays where it was when it arrives', async ({page}) => {
    const scripts = scriptBodies(page);
    await page.goto('/utilities/config-editor');
    await page.waitForLoadState('networkidle');
    expect((await scripts()).some(editingCode)).toBe(false);
    const choice = page.getByLabel('Default file for');
    await choice.focus();
    await expect.poll(async () => (await scripts()).some(yamlLibrary) && (await scripts()).some(editorForm)).toBe(true);
    await expect(page.getByText('No config is selected.')).toBeVisible();
    await expect(choice).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Default', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText("Editing Geyser's default config.")).toBeVisible();
  });

  test("a file chosen while the code is on its way says so, keeps the box's size, and opens when the code arrives", async ({page}) => {
    const code = await controlEditingCode(page, {hold: true});
    await page.goto('/utilities/config-editor');
    const box = page.locator('[data-empty-state]');
    await expect(box).toHaveAttribute('data-empty-state', 'empty');
    const emptyHeight = (await box.boundingBox())!.height;
    await upload(page, 'config.yml', fixtureBytes('geyser-standalone-v7-crlf.yml'));
    await expect(page.getByRole('status').filter({hasText: 'Opening the editor…'})).toBeVisible();
    await expect(page.getByText('No config is selected.')).toBeHidden();
    expect((await box.boundingBox())!.height).toBe(emptyHeight);
    await expect.poll(() => code.requested.length).toBeGreaterThan(0);
    code.release();
    await expect(page.getByText('Editing config.yml.')).toBeVisible();
    await expect(page.getByLabel('Written by')).toHaveValue('standalone');
    await expect(page.locator('[data-empty-state]')).toHaveCount(0);
  });

  test('when the code cannot be loaded the page says so, and Retry loads it and opens the chosen file', async ({page}) => {
    let offline = true;
    const code = await controlEditingCode(page, {refuse: () => offline});
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('geyser-paper-v7.yml'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The editor could not be loaded. Check your internet connection');
    await expect(page.getByText('Editing config.yml.')).toHaveCount(0);
    // Still offline: Retry asks again and says so again.
    const refused = code.requested.length;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect.poll(() => code.requested.length).toBeGreaterThan(refused);
    await expect(page.getByRole('alert')).toContainText('The editor could not be loaded.');

    offline = false;
    await page.getByRole('alert').getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText('Editing config.yml.')).toBeVisible();
    await expect(bedrockPort(page)).toHaveValue('19133');
    await expect(page.getByText('The editor could not be loaded.')).toHaveCount(0);
  });

  test('a draft stored by an earlier visit is restored on load, without the empty box showing first', async ({page}) => {
    const text = fixtureBytes('geyser-paper-v7.yml').toString('utf8');
    const edited = text.replace('\n  port: 19133\n', '\n  port: 19170\n');
    expect(edited).not.toBe(text);
    await page.addInitScript(
      ([draftText, original]) => {
        localStorage.setItem('configEditor.draft', JSON.stringify({version: 2, text: draftText, original, fileName: 'config.yml'}));
        // Every state the empty box takes, from the first paint on.
        const seen: string[] = ((window as unknown as {emptyStates: string[]}).emptyStates = []);
        new MutationObserver(() => {
          const state = document.querySelector('[data-empty-state]')?.getAttribute('data-empty-state');
          if (state && seen.at(-1) !== state) seen.push(state);
        }).observe(document, {subtree: true, childList: true, attributes: true});
      },
      [edited, text],
    );
    await page.goto('/utilities/config-editor');
    await expect(page.getByText('Your unfinished work was restored from this browser.')).toBeVisible();
    await expect(bedrockPort(page)).toHaveValue('19170');
    await expect(page.locator('[data-summary="since-loaded"]')).toContainText('bedrock.port: 19133 → 19170');
    const states = await page.evaluate(() => (window as unknown as {emptyStates: string[]}).emptyStates);
    expect(states).not.toContain('empty');
  });
});

test.describe('config editor accessibility', () => {
  // Each state gets every rule in one colour mode and the rules a mode can change in the other,
  // switched with the reader's own switch (switchColourMode in axe.ts).
  test('an opened file with its update preview has no axe violations in light and dark mode', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('geyser-v5.yml'));
    await page.getByRole('button', {name: 'Update to the current format'}).click();
    await bedrockPort(page).fill('70000');
    await expect(page.getByRole('button', {name: 'Use the updated file'})).toBeVisible();
    expect(await axeViolations(page), 'light mode').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, undefined, {rules: colourModeRules}), 'dark mode').toEqual([]);
  });

  test('the could-not-load and opening states have no axe violations in light and dark mode', async ({page}) => {
    let offline = true;
    const code = await controlEditingCode(page, {refuse: () => offline, hold: true});
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/utilities/config-editor');
    await page.getByRole('button', {name: 'Default', exact: true}).click();
    await expect(page.getByRole('alert')).toContainText('The editor could not be loaded.');
    expect(await axeViolations(page), 'could not load, light mode').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, undefined, {rules: colourModeRules}), 'could not load, dark mode').toEqual([]);

    offline = false;
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Opening the editor…'})).toBeVisible();
    expect(await axeViolations(page), 'opening, dark mode').toEqual([]);
    await switchColourMode(page, 'light');
    expect(await axeViolations(page, undefined, {rules: colourModeRules}), 'opening, light mode').toEqual([]);
    code.release();
    await expect(page.getByText("Editing Geyser's default config.")).toBeVisible();
  });

  test('in Arabic the page reads right to left, the file text stays left to right, and axe finds nothing', async ({page}) => {
    await page.goto('/ar/utilities/config-editor');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await upload(page, 'config.yml', fixtureBytes('hand-edited.yml'));
    await page.locator('section[aria-labelledby="config-update-heading"] button.button--primary').click();
    const preview = page.locator('pre[tabindex="0"]');
    await expect(preview).toContainText('config-version: 7');
    expect(await preview.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('config editor: where the file is read', () => {
  test('reads, edits and restores a file in the page where the browser has no workers', async ({page}) => {
    await page.addInitScript(() => {
      // As in a browser without workers (or one that refuses them).
      Reflect.deleteProperty(window, 'Worker');
    });
    await page.goto('/utilities/config-editor');
    // Over the size the page reads itself (IN_PAGE_MAX_CHARS), where a browser with workers uses one.
    const extra = Array.from({length: 3000}, (_, index) => `extra-${index}: ${index}`).join('\n');
    await upload(page, 'config.yml', Buffer.from(`${fixtureBytes('geyser-fabric-v7.yml').toString('utf8').trimEnd()}\n${extra}\n`));
    await expect(page.getByText('Editing config.yml.')).toBeVisible();
    await bedrockPort(page).fill('19140');
    await expect(page.locator('[data-summary="since-loaded"]')).toContainText('bedrock.port: 19132 → 19140');
    expect(await exportFile(page)).toContain('\n  port: 19140\n');
    await page.reload();
    await expect(bedrockPort(page)).toHaveValue('19140');
    expect(await page.evaluate(() => typeof window.Worker)).toBe('undefined');
  });

  test('a config of a real size is read in the page, and a large one in a worker', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('geyser-fabric-v7.yml'));
    await bedrockPort(page).fill('19140');
    await expect(page.locator('[data-summary="since-loaded"]')).toContainText('bedrock.port: 19132 → 19140');
    expect(page.workers()).toHaveLength(0);
    page.once('dialog', (dialog) => void dialog.accept());
    const extra = Array.from({length: 3000}, (_, index) => `extra-${index}: ${index}`).join('\n');
    await upload(page, 'big.yml', Buffer.from(`${fixtureBytes('geyser-fabric-v7.yml').toString('utf8').trimEnd()}\n${extra}\n`));
    await expect(page.getByText('Editing big.yml.')).toBeVisible();
    await bedrockPort(page).fill('19150');
    await expect(page.locator('[data-summary="since-loaded"]')).toContainText('bedrock.port: 19132 → 19150');
    expect(page.workers()).toHaveLength(1);
  });
});

test('a very long unknown key is cut, with Show all and Show less', async ({page}) => {
  const long = `extra-key: ${'x'.repeat(3000)}`;
  const text = `${fixtureBytes('geyser-fabric-v7.yml').toString('utf8').trimEnd()}\n${long}\n`;
  await page.goto('/utilities/config-editor');
  await upload(page, 'config.yml', Buffer.from(text));
  const item = page.locator('li').filter({has: page.locator('code', {hasText: /^extra-key$/})});
  const source = item.locator('pre');
  await expect(source).toHaveText(`${long.slice(0, 2000)}…`);
  await item.getByRole('button', {name: `Show all (${long.length.toLocaleString('en')} characters)`}).click();
  await expect(source).toHaveText(long);
  await item.getByRole('button', {name: 'Show less'}).click();
  await expect(source).toHaveText(`${long.slice(0, 2000)}…`);
  // Export keeps the line whole.
  expect(await exportFile(page)).toContain(`\n${long}\n`);
});

test('an edit made the moment a file opens keeps the form on screen and reaches the summary', async ({page}) => {
  await page.goto('/utilities/config-editor');
  await page.getByRole('button', {name: 'Upload', exact: true}).hover();
  const text = fixtureBytes('geyser-paper-v7.yml').toString('utf8');
  // All in one task of the page: choose the file, and type as soon as the form appears.
  const seen = await page.evaluate(async (content) => {
    const field = () => document.querySelector<HTMLInputElement>('[data-config-key$="max-players"] input');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], 'config.yml', {type: 'application/yaml'}));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', {bubbles: true}));
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (field()) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(field(), '61');
    field()!.dispatchEvent(new Event('input', {bubbles: true}));
    return field()?.value ?? 'the form was gone';
  }, text);
  expect(seen).toBe('61');
  await expect(page.locator('[data-summary="since-loaded"]')).toContainText('max-players: 60 → 61');
});
