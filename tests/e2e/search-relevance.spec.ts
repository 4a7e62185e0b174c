import {test} from './fixtures';
import {expectInTopHits} from './searchHits';

/**
 * The right page is among the first three results for the queries readers
 * actually type: page titles, config keys, commands, providers, error messages.
 */
const cases: [query: string, expected: string][] = [
  ['port forwarding', '/wiki/geyser/port-forwarding/'],
  ['bedrock port', '/wiki/geyser/port-forwarding/'],
  ['clone-remote-port', '/wiki/geyser/understanding-the-config/'],
  ['send-floodgate-data', '/wiki/floodgate/setup/proxy-servers/'],
  ['enforce-secure-profile', '/wiki/geyser/secure-chat/'],
  ['extension.yml', '/wiki/geyser/extensions/'],
  ['geyser dump', '/wiki/geyser/commands/'],
  ['linkaccount', '/wiki/floodgate/commands/'],
  ['Aternos', '/wiki/geyser/supported-hosting-providers/'],
  ['Unable to connect to world', '/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['Outdated Geyser proxy', '/wiki/geyser/common-issues/'],
  ['playit.gg', '/wiki/geyser/playit-gg/'],
  ['startup script', '/wiki/geyser/creating-a-startup-script/'],
  ['consoles', '/wiki/geyser/using-geyser-with-consoles/'],
  ['supported versions', '/wiki/geyser/supported-versions/'],
  ['anticheat', '/wiki/geyser/anticheat-compatibility/'],
  ['custom items', '/wiki/geyser/custom-items/'],
  ['custom blocks', '/wiki/geyser/custom-blocks/'],
  ['custom skulls', '/wiki/geyser/custom-skulls/'],
  ['SimpleForm', '/wiki/geyser/forms/'],
  ['GeyserPostInitializeEvent', '/wiki/geyser/events/'],
  ['global linking', '/wiki/floodgate/linking/'],
  ['Floodgate API', '/wiki/floodgate/api/'],
  ['GeyserConnect', '/wiki/other/geyserconnect/'],
  ['Hurricane', '/wiki/other/hurricane/'],
  ['ThirdPartyCosmetics', '/wiki/other/thirdpartycosmetics/'],
  ['Rainbow', '/wiki/other/rainbow/'],
  ['rate limits', '/wiki/api/'],
];

for (const [query, expected] of cases) {
  test(`"${query}" finds ${expected} in the top 3`, async ({page}) => {
    await expectInTopHits(page, query, expected);
  });
}

/**
 * Queries in the reader's language, taken from words inside translated pages (not only their
 * titles): that locale's page is among the first three.
 */
const localeCases: [locale: string, query: string, expected: string][] = [
  // "firewall", from the body of the Arabic port forwarding page.
  ['ar', 'جدار الحماية', '/ar/wiki/geyser/port-forwarding/'],
  // Words from inside the translated "Unable to connect to world" troubleshooting page, not its title:
  // "sandboxed environment" (the old Windows app), "security group", "network card", "Windows Defender".
  ['ar', 'البيئة المعزولة', '/ar/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['ja', 'セキュリティグループ', '/ja/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['zh-CN', '网卡', '/zh-CN/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['ru', 'Защитника Windows', '/ru/wiki/geyser/fixing-unable-to-connect-to-world/'],
];

for (const [locale, query, expected] of localeCases) {
  test(`${locale}: "${query}" finds ${expected} in the top 3`, async ({page}) => {
    await expectInTopHits(page, query, expected, {locale});
  });
}
