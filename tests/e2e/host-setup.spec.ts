import fs from 'node:fs';
import type {Download, Page} from '@playwright/test';
import {test, expect, mainHeading} from './fixtures';

const SETUP = '/utilities/host-setup/';
const DOWNLOADS = 'https://download.geysermc.org/v2/projects';

async function bytesOf(download: Download): Promise<string> {
  expect(download.suggestedFilename()).toBe('config.yml');
  return fs.readFileSync((await download.path())!, 'utf8');
}

async function downloadConfig(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Download config.yml'}).click();
  return bytesOf(await downloading);
}

/** The editor's own Default file for Paper, Spigot or Velocity, as its Export button saves it. */
async function editorDefault(page: Page): Promise<string> {
  await page.goto('/utilities/config-editor/');
  await page.getByLabel('Default file for').selectOption({label: 'Geyser for Paper, Spigot or Velocity'});
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export', exact: true}).click();
  return bytesOf(await downloading);
}

function changedLines(before: string, after: string): string[][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
}

const hostBox = (page: Page) => page.getByRole('combobox', {name: 'Your server host'});
const result = (page: Page) => page.locator('[data-method]');
const steps = (page: Page) => page.getByTestId('setup-steps').locator(':scope > li');

/** Picks a host with the keyboard only: type, arrow down to the first match, Enter. */
async function pickHost(page: Page, typed: string, name: string) {
  const box = hostBox(page);
  await box.fill(typed);
  await expect(page.getByRole('listbox')).toBeVisible();
  // Typing makes the first match the active option, so Enter takes it.
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveText(name);
  await box.press('Enter');
  await expect(box).toHaveValue(name);
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('host setup', () => {
  test('Java port: a host found by typing gets the Java port in the config once it is typed in', async ({page}) => {
    await page.goto(SETUP);
    await expect(mainHeading(page)).toHaveText('Set Up Geyser on Your Host');
    await expect(page.getByText('Pick your host to see the steps for it.')).toBeVisible();
    await pickHost(page, 'craft-host', 'Craft-Hosting');
    await expect(result(page)).toHaveAttribute('data-method', 'java-port');
    await expect(page.getByRole('heading', {name: 'Geyser on Craft-Hosting with Paper/Spigot'})).toBeVisible();
    const download = page.getByRole('button', {name: 'Download config.yml'});
    await expect(download).toBeDisabled();
    const javaPort = page.getByLabel(/^Your Java port/);
    await javaPort.fill('25570x');
    await expect(page.getByText('A port is a whole number from 1 to 65535.')).toBeVisible();
    await expect(javaPort).toHaveAttribute('aria-invalid', 'true');
    await javaPort.fill('25570');
    await expect(page.getByTestId('config-values')).toHaveText('bedrock.port: 25570');
    await expect(steps(page).last()).toContainText('port 25570');
    const fromHost = await downloadConfig(page);
    expect(changedLines(await editorDefault(page), fromHost)).toEqual([['  port: 19132', '  port: 25570']]);
  });

  test('clone remote port: the downloaded config is the editor default with only clone-remote-port changed', async ({page}) => {
    await page.goto(`${SETUP}?host=pebblehost&platform=paper`);
    await expect(hostBox(page)).toHaveValue('Pebblehost');
    await expect(result(page)).toHaveAttribute('data-method', 'clone-remote-port');
    await expect(page.getByTestId('config-values')).toHaveText('bedrock.clone-remote-port: true');
    await expect(steps(page).first().getByRole('link', {name: 'Geyser (Paper/Spigot)'})).toHaveAttribute(
      'href',
      `${DOWNLOADS}/geyser/versions/latest/builds/latest/downloads/spigot`,
    );
    await expect(steps(page).nth(1)).toContainText('plugins');
    await expect(steps(page).nth(2)).toContainText('plugins/Geyser-Spigot/config.yml');
    await expect(steps(page).last()).toContainText('the same port as Java players');
    // The host's own steps and links come with it.
    await expect(page.getByRole('heading', {name: 'What Pebblehost says'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'This host on the hosting providers list'})).toHaveAttribute(
      'href',
      '/wiki/geyser/supported-hosting-providers/#pebblehost',
    );
    const fromHost = await downloadConfig(page);
    expect(changedLines(await editorDefault(page), fromHost)).toEqual([['  clone-remote-port: false', '  clone-remote-port: true']]);
  });

  test('UDP port on request: asks support for a port, and the config waits for it', async ({page}) => {
    await page.goto(`${SETUP}?host=aquatis`);
    await expect(result(page)).toHaveAttribute('data-method', 'udp-port-on-request');
    await expect(page.locator('[data-step="askPort"]')).toHaveText(/Ask Aquatis support for a UDP port/);
    await expect(page.getByText('Fill in the boxes above first; the config needs those values.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Open in config editor'})).toBeDisabled();
    await page.getByLabel(/^Bedrock port/).fill('19200');
    await expect(page.getByTestId('config-values')).toHaveText('bedrock.port: 19200');
    await expect(page).toHaveURL(/bedrockPort=19200/);
    expect(changedLines(await downloadConfig(page), await editorDefault(page))).toEqual([['  port: 19200', '  port: 19132']]);
  });

  test('dedicated IP: the default config as it is, joined on 19132', async ({page}) => {
    await page.goto(`${SETUP}?host=kekshost&platform=fabric`);
    await expect(result(page)).toHaveAttribute('data-method', 'dedicated-ip');
    await expect(page.locator('[data-step="dedicatedIp"]')).toContainText('a dedicated IP');
    await expect(page.getByText('The default Geyser config works here as it is; no value needs changing.')).toBeVisible();
    await expect(steps(page).first()).toContainText('Fabric API');
    await expect(steps(page).nth(2)).toContainText('config/Geyser-Fabric/config.yml');
    await expect(steps(page).last()).toContainText('port 19132');
    const file = await downloadConfig(page);
    expect(file).toContain('  clone-remote-port: false');
    expect(file).toContain('  port: 19132');
  });

  test('panel install: the host panel option, no download and no config', async ({page}) => {
    await page.goto(`${SETUP}?host=apex-hosting&platform=paper&floodgate=1`);
    await expect(result(page)).toHaveAttribute('data-method', 'panel-install');
    await expect(steps(page).first()).toContainText('Geyser Auto Installer');
    await expect(page.locator('[data-download]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Download config.yml'})).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'https://apexminecrafthosting.com/geysermc/'})).toBeVisible();
  });

  test('unsupported host: says so and offers what to do instead', async ({page}) => {
    await page.goto(`${SETUP}?host=dawn`);
    await expect(result(page)).toHaveAttribute('data-method', 'unsupported');
    await expect(page.getByText('Geyser does not work on Dawn.')).toBeVisible();
    await expect(page.getByTestId('setup-steps')).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'playit.gg', exact: true})).toHaveAttribute('href', '/wiki/geyser/playit-gg/');
    await expect(page.getByText(/Its proxy network does not carry UDP/)).toBeVisible();
  });

  test('the choice is in the address: it round-trips through a reload and back/forward, and a host that offers one software shows only it', async ({
    page,
  }) => {
    await page.goto(SETUP);
    await pickHost(page, 'sparked', 'Sparked Host');
    await page.getByRole('radio', {name: 'Velocity'}).check();
    await page.getByRole('checkbox', {name: /Also set up Floodgate/}).check();
    await expect(page).toHaveURL(/\?host=sparked-host&platform=velocity&floodgate=1$/);
    await expect(page.locator('[data-download="floodgate"]')).toHaveAttribute(
      'href',
      `${DOWNLOADS}/floodgate/versions/latest/builds/latest/downloads/velocity`,
    );
    await expect(page.locator('[data-step="floodgateOnBackends"]')).toContainText('key.pem');
    await page.reload();
    await expect(hostBox(page)).toHaveValue('Sparked Host');
    await expect(page.getByRole('radio', {name: 'Velocity'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: /Also set up Floodgate/})).toBeChecked();
    await expect(page.locator('[data-download="geyser"]')).toHaveAttribute(
      'href',
      `${DOWNLOADS}/geyser/versions/latest/builds/latest/downloads/velocity`,
    );

    await page.goto(`${SETUP}?host=elfidc&platform=neoforge`);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', {name: 'Paper/Spigot'})).toBeChecked();
    await expect(page.getByText('ElfIDC offers Geyser on Paper/Spigot only.')).toBeVisible();
    await page.goBack();
    await expect(hostBox(page)).toHaveValue('Sparked Host');

    await page.goto(`${SETUP}?host=nowhere-hosting`);
    await expect(page.getByRole('alert')).toContainText('nowhere-hosting');
  });

  test('search by alias and Escape: the list box follows the combobox pattern', async ({page}) => {
    await page.goto(SETUP);
    const box = hostBox(page);
    await box.fill('g-portal');
    await expect(page.getByRole('option')).toHaveText(['GPortal (G-Portal)']);
    await expect(page.getByRole('status').filter({hasText: 'hosts match'})).toHaveText(`1 of 91 hosts match.`);
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    // The first match is active; the arrow keys move through the others.
    await box.fill('craft-host');
    await expect(page.getByRole('option').first()).toHaveText('Craft-Hosting');
    await expect(box).toHaveAttribute('aria-activedescendant', /-option-0$/);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /-option-1$/);
    await box.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', /-option-0$/);
    await box.fill('zzzz');
    await expect(page.getByText(/No host matches/)).toBeVisible();
    await box.fill('gpor');
    await page.getByRole('option', {name: 'GPortal'}).click();
    await expect(result(page)).toHaveAttribute('data-method', 'udp-port-on-request');
    await expect(page.getByLabel("Your server's IP address")).toBeVisible();
  });

  test('Open in config editor hands the same file over, and asks before replacing unsaved changes', async ({page}) => {
    await page.goto(`${SETUP}?host=pebblehost&platform=paper`);
    const fromHost = await downloadConfig(page);
    await page.getByRole('button', {name: 'Open in config editor'}).click();
    await expect(page).toHaveURL(/\/utilities\/config-editor\/$/);
    await expect(page.getByRole('switch', {name: /Use the Java port for Bedrock/})).toBeChecked();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Export', exact: true}).click();
    expect(await bytesOf(await downloading)).toBe(fromHost);
    expect(await page.evaluate(() => sessionStorage.getItem('configEditor.handover'))).toBeNull();

    // The editor now holds a changed draft: a second hand-over asks first, and Cancel keeps the draft.
    await page.getByRole('spinbutton', {name: /^Bedrock port/}).fill('19140');
    await page.goto(`${SETUP}?host=aquatis&bedrockPort=19300`);
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', {name: 'Open in config editor'}).click();
    await expect(page).toHaveURL(/\/utilities\/config-editor\/$/);
    await expect(page.getByRole('spinbutton', {name: /^Bedrock port/})).toHaveValue('19140');
  });

  test('a hand-over the editor cannot read is reported, and nothing is lost', async ({page}) => {
    await page.goto('/utilities/config-editor/');
    await page.evaluate(() => sessionStorage.setItem('configEditor.handover', '{"version":1,"text":"a: [","platform":"spigot"}'));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('The config file sent from another page could not be read');
  });
});

test.describe('reaching the host setup', () => {
  test('the search finds a host by name and leads to its setup', async ({page}) => {
    await page.goto('/wiki/');
    const input = page.locator('.DocSearch-Input');
    await expect(async () => {
      if (!(await input.isVisible())) await page.keyboard.press('Control+k');
      await expect(input).toBeVisible({timeout: 1000});
    }).toPass({timeout: 15_000});
    await input.fill('Pebblehost');
    const hit = page.locator('.DocSearch-Hit a[href*="/wiki/geyser/supported-hosting-providers/#pebblehost"]').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/supported-hosting-providers\/#pebblehost$/);
    await page.getByRole('link', {name: 'Steps and a config made for Pebblehost'}).click();
    await expect(page).toHaveURL(/\/utilities\/host-setup\/\?host=pebblehost$/);
    await expect(hostBox(page)).toHaveValue('Pebblehost');
    await expect(result(page)).toHaveAttribute('data-method', 'clone-remote-port');
  });

  test('the setup page and the Utilities menu link to it', async ({page}) => {
    await page.goto('/wiki/geyser/setup/');
    await page.getByRole('link', {name: /Know your host\?/}).click();
    await expect(page).toHaveURL(/\/utilities\/host-setup\/$/);
    await expect(mainHeading(page)).toHaveText('Set Up Geyser on Your Host');
  });
});
