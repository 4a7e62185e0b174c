import fs from 'node:fs';
import path from 'node:path';

/**
 * The classic theme's English messages (id → message), from the theme-translations
 * package the theme reads its defaults from.
 */
export function themeEnglishDefaults(): Record<string, string> {
  const classic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const translations = require.resolve('@docusaurus/theme-translations/package.json', {paths: [classic]});
  const dir = path.join(path.dirname(translations), 'locales', 'base');
  const defaults: Record<string, string> = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) if (!id.endsWith('___DESCRIPTION')) defaults[id] = message;
  }
  if (Object.keys(defaults).length === 0) {
    throw new Error(
      'framework-internals (translationGroups): no English theme messages found in @docusaurus/theme-translations; build with FRAMEWORK_INTERNALS=-translationGroups to turn it off, and see plugins/framework-internals/README.md',
    );
  }
  return defaults;
}
