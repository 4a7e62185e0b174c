import {test, expect} from './fixtures';
import {floodgateCommands, geyserCommands} from '../../src/data/commands';

// The commands tables come from src/data/commands.ts (CommandTable); the pages keep their prose.
test.describe('commands pages', () => {
  test('the Geyser page lists every command with its permission, default, audience and purpose', async ({page}) => {
    await page.goto('/wiki/geyser/commands/');
    const table = page.getByRole('table', {name: 'Commands'});
    await expect(table.getByRole('columnheader')).toHaveText(['Command', 'Permission', 'Default', 'Who', 'What it does']);
    await expect(table.locator('tbody tr')).toHaveCount(geyserCommands.length);
    const dump = table.getByRole('row', {name: /\/geyser dump/});
    await expect(dump.getByRole('rowheader')).toHaveText('/geyser dump [full] [offline] [logs]');
    await expect(dump.getByRole('cell')).toHaveText(['geyser.command.dump', 'not set', 'Anyone', 'Builds a debug report for support']);
    await expect(table.getByRole('row', {name: /\/geyser help/}).getByRole('rowheader')).toHaveText('/geyser help, /geyser ?');
    await expect(
      table
        .getByRole('row', {name: /\/geyser offhand/})
        .getByRole('cell')
        .nth(2),
    ).toHaveText('Bedrock only');

    const others = page.getByRole('table', {name: 'Other permissions'});
    await expect(
      others
        .getByRole('row', {name: /geyser\.update/})
        .getByRole('cell')
        .last(),
    ).toContainText('notify-on-new-bedrock-update: true');
    await expect(others.getByRole('row', {name: /geyser\.update/}).locator('code')).toHaveText([
      'geyser.update',
      'notify-on-new-bedrock-update: true',
    ]);
  });

  test('the Floodgate page says who has each permission on Paper/Spigot', async ({page}) => {
    await page.goto('/wiki/floodgate/commands/');
    const table = page.getByRole('table', {name: 'Commands'});
    await expect(table.getByRole('columnheader')).toHaveText(['Command', 'Permission', 'Default on Paper/Spigot', 'What it does']);
    await expect(table.locator('tbody tr')).toHaveCount(floodgateCommands.length);
    await expect(table.getByRole('row', {name: /\/fwhitelist/}).getByRole('cell')).toHaveText([
      'floodgate.command.fwhitelist',
      'operators',
      'Adds or removes Bedrock players on the whitelist',
    ]);
    await expect(page.getByRole('table', {name: 'Other permissions'}).getByRole('row', {name: /floodgate\.news\.receive/})).toContainText(
      'operators',
    );
  });

  test('the wide table is a labelled region that takes keyboard focus, so it can be scrolled without a mouse', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/wiki/geyser/commands/');
    const region = page.getByRole('region', {name: 'Commands'});
    await region.focus();
    await expect(region).toBeFocused();
    const scrolled = await region.evaluate((el) => {
      el.scrollLeft = 100;
      return el.scrollLeft > 0 && el.scrollWidth > el.clientWidth;
    });
    expect(scrolled, 'the table scrolls inside its region instead of widening the page').toBe(true);
  });
});
