import {describe, expect, it} from 'vitest';
import {floodgateCommands, floodgatePermissions, geyserCommands, geyserPermissions} from '../../src/data/commands';
import {dataStrings} from '../../src/lib/i18n/dataStrings';
import {commandDescriptionId} from '../../src/lib/i18n/dataStringIds';

// The commands pages render these lists; a mistake here shows on the page, so the failure says what to fix.
describe('src/data/commands.ts', () => {
  const all = [...geyserCommands, ...geyserPermissions, ...floodgateCommands, ...floodgatePermissions];

  it('names each permission once, so each row and its translation id are unique', () => {
    const permissions = all.map((c) => c.permission);
    expect(
      permissions.filter((p, i) => permissions.indexOf(p) !== i),
      'listed twice',
    ).toEqual([]);
    expect(new Set(all.map((c) => commandDescriptionId(c.permission))).size).toBe(all.length);
  });

  it('gives each Geyser subcommand the permission geyser.command.<name> and says who can run it', () => {
    for (const command of geyserCommands) {
      const name = command.usage.split(' ')[1];
      expect(command.permission, command.usage).toBe(name ? `geyser.command.${name}` : 'geyser.command');
      expect(command.audience, `${command.usage}: set audience to 'anyone' or 'bedrock'`).toBeDefined();
      expect(command.usage, 'usages start with the slash and the root command').toMatch(/^\/geyser\b/);
    }
  });

  it('uses only the default values each product declares (Geyser: true or not set; Floodgate: true or op)', () => {
    for (const entry of [...geyserCommands, ...geyserPermissions]) expect(['true', 'not-set'], entry.permission).toContain(entry.default);
    for (const entry of [...floodgateCommands, ...floodgatePermissions]) expect(['true', 'op'], entry.permission).toContain(entry.default);
  });

  it('keeps descriptions to one short line and publishes each to translators', () => {
    const strings = dataStrings();
    for (const entry of all) {
      expect(entry.description.length, entry.permission).toBeGreaterThan(10);
      expect(entry.description.length, `${entry.permission}: keep the description under 120 characters`).toBeLessThan(120);
      expect(entry.description, entry.permission).not.toMatch(/\n|\.$/);
      expect(strings[commandDescriptionId(entry.permission)]?.message).toBe(entry.description);
    }
  });
});
