import fs from 'node:fs';
import path from 'node:path';
import type {Download, Page} from '@playwright/test';
import {test, expect, mainHeading} from './fixtures';

const fixtureDir = path.resolve(__dirname, '../fixtures/config');
const fixtureBytes = (name: string) => fs.readFileSync(path.join(fixtureDir, name));

async function downloadedText(download: Download): Promise<string> {
  expect(download.suggestedFilename()).toBe('config.yml');
  return fs.readFileSync((await download.path())!, 'utf8');
}

async function exportFile(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export', exact: true}).click();
  return downloadedText(await downloading);
}

async function openDefault(page: Page) {
  await page.goto('/utilities/config-editor');
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(page.getByText("Editing Geyser's default config.")).toBeVisible();
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

  test('Default, change the Bedrock port and clone-remote-port, Export: only those two values differ', async ({page}) => {
    await openDefault(page);
    const defaultFile = await exportFile(page);
    expect(defaultFile).toContain('config-version: 4');

    await bedrockPort(page).fill('19133');
    await page.getByRole('switch', {name: /Use the Java port for Bedrock/}).check();

    const sinceLoaded = page.locator('[data-summary="since-loaded"]');
    await expect(sinceLoaded.getByRole('listitem')).toHaveCount(2);
    await expect(sinceLoaded).toContainText('bedrock.port: 19132 → 19133');
    await expect(sinceLoaded).toContainText('bedrock.clone-remote-port: false → true');

    const exported = await exportFile(page);
    const before = defaultFile.split('\n');
    const after = exported.split('\n');
    expect(after).toHaveLength(before.length);
    const differences = before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]));
    expect(differences).toEqual([
      ['  port: 19132', '  port: 19133'],
      ['  clone-remote-port: false', '  clone-remote-port: true'],
    ]);
  });

  test('an invalid port is marked with the reason and blocks Export until fixed', async ({page}) => {
    await openDefault(page);
    const port = bedrockPort(page);
    await port.fill('70000');
    await expect(port).toHaveAttribute('aria-invalid', 'true');
    await expect(port).toHaveAccessibleDescription(/Must be between 1 and 65535\./);
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeDisabled();
    await expect(page.getByRole('button', {name: 'Export config.yml'})).toBeDisabled();
    await expect(page.getByText('Export is blocked until these problems are fixed:')).toBeVisible();
    await page.getByRole('link', {name: 'Bedrock port', exact: true}).click();
    await expect(port).toBeFocused();

    await port.fill('19134');
    await expect(port).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeEnabled();
    expect(await exportFile(page)).toContain('\n  port: 19134\n');
  });

  test('an upload that is not a usable config shows why and keeps the edits in progress', async ({page}) => {
    await openDefault(page);
    await bedrockPort(page).fill('19140');
    const alert = page.getByRole('alert');
    const badFiles: Array<[string, Buffer, RegExp]> = [
      ['not-yaml.yml', fixtureBytes('not-yaml.yml'), /not valid YAML\. The first problem is on line 5/],
      ['photo.yml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x0d, 0x0a]), /not plain text/],
      ['compose.yml', fixtureBytes('not-geyser.yml'), /does not look like a Geyser config/],
      ['bomb.yml', fixtureBytes('alias-bomb.yml'), /aliases/],
      ['config.yml', fixtureBytes('newer-version.yml'), /config-version 5/],
      ['huge.yml', Buffer.alloc(1_048_577, 0x23), /larger than 1 MB/],
    ];
    for (const [name, buffer, message] of badFiles) {
      await upload(page, name, buffer);
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('The config you were editing is unchanged.');
      await expect(bedrockPort(page)).toHaveValue('19140');
    }
    await expect(page.getByRole('link', {name: 'How config versions differ'})).toHaveCount(0);
    await upload(page, 'config.yml', fixtureBytes('newer-version.yml'));
    await expect(page.getByRole('link', {name: 'How config versions differ'})).toHaveAttribute(
      'href',
      '/wiki/geyser/understanding-the-config/#upgrading-from-older-config-files',
    );
    expect(await exportFile(page)).toContain('\n  port: 19140\n');
  });

  test('a reload restores the draft', async ({page}) => {
    await openDefault(page);
    await bedrockPort(page).fill('19150');
    await page.getByRole('textbox', {name: /^Server name/}).fill('Reloaded');
    await page.reload();
    await expect(page.getByText('Your unfinished work was restored from this browser.')).toBeVisible();
    await expect(bedrockPort(page)).toHaveValue('19150');
    await expect(page.getByRole('textbox', {name: /^Server name/})).toHaveValue('Reloaded');
    await expect(page.locator('[data-summary="since-loaded"]').getByRole('listitem')).toHaveCount(2);
  });

  test('an uploaded file comes back byte for byte, and replacing edited work asks first', async ({page}) => {
    await page.goto('/utilities/config-editor');
    const original = fixtureBytes('crlf.yml');
    await upload(page, 'config.yml', original);
    await expect(page.getByText('Editing config.yml.')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Export', exact: true}).click();
    const download = await downloading;
    expect(fs.readFileSync((await download.path())!)).toEqual(original);

    await bedrockPort(page).fill('19160');
    page.once('dialog', (dialog) => dialog.dismiss());
    await upload(page, 'heavily-commented.yml', fixtureBytes('heavily-commented.yml'));
    await expect(bedrockPort(page)).toHaveValue('19160');

    page.once('dialog', (dialog) => dialog.accept());
    await upload(page, 'heavily-commented.yml', fixtureBytes('heavily-commented.yml'));
    await expect(page.getByText('Editing heavily-commented.yml.')).toBeVisible();
    await expect(bedrockPort(page)).toHaveValue('19132');
    await expect(page.getByRole('combobox', {name: /^Login type/})).toHaveValue('floodgate');
  });

  test('a commented-out option is written in place when switched on; unknown keys are shown read-only', async ({page}) => {
    await page.goto('/utilities/config-editor');
    await upload(page, 'config.yml', fixtureBytes('hand-edited.yml'));
    await expect(page.getByText('Other keys in your file')).toBeVisible();
    await expect(page.getByText('my-own-note: remember to renew the domain')).toBeVisible();
    await expect(page.getByText('Geyser stopped using this option in 2024; it has no effect.').first()).toBeVisible();

    await page.getByRole('button', {name: 'Default', exact: true}).click();
    const address = page.getByRole('textbox', {name: /^Listen address/});
    await expect(address).toBeDisabled();
    await page.getByLabel('Set Listen address in the file').check();
    await expect(address).toBeEnabled();
    await address.fill('10.0.0.7');
    const exported = await exportFile(page);
    expect(exported).toContain('\n  address: 10.0.0.7\n  # The UDP port');
    expect(exported).not.toContain('#address:');
  });
});
