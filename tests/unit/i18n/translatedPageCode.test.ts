import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {compareTranslatedPage, extractPageCode, type PageCode} from '@site/src/lib/i18n/translatedPageCode';
import {locales} from '@site/src/data/locales';

const root = path.resolve(__dirname, '../../..');

const english = `---
title: Setup
description: "Pick {one}"
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {BedrockPort} from '@site/src/components/Versions';

## Which port {#which-port}

Open UDP <BedrockPort />. {/* a comment is not code */}

<Tabs groupId="platform">
  <TabItem value="paper" label="Paper">Put the jar in \`plugins\`.</TabItem>
</Tabs>
`;

function translate(edit: (page: string) => string): string {
  return edit(english.replace('Open UDP', 'Öffne UDP').replace('Put the jar in', 'Lege die Datei in'));
}

describe('the code of one translated page', () => {
  it('reads imports, components and expressions with the MDX parser', () => {
    const code = extractPageCode(english);
    expect([...code.esm.keys()]).toEqual([
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import {BedrockPort} from '@site/src/components/Versions';",
    ]);
    expect([...code.elements.keys()].sort()).toEqual(['BedrockPort', 'TabItem', 'Tabs']);
    // The comment, the heading id and front matter braces are not code.
    expect([...code.expressions.keys()]).toEqual([]);
    expect(code.esm.get("import Tabs from '@theme/Tabs';")).toBe(6);
  });

  it('accepts a translation that changes only words', () => {
    expect(
      compareTranslatedPage(
        english,
        translate((p) => p.replace('## Which port {#which-port}', '## Welcher Port {#which-port}')),
      ),
    ).toEqual([]);
  });

  it('refuses an added import, naming the line and what to do', () => {
    const problems = compareTranslatedPage(
      english,
      translate((p) => p.replace("import Tabs from '@theme/Tabs';", "import Tabs from '@theme/Tabs';\nimport Evil from '@site/src/evil';")),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 7: "import Evil from '@site\/src\/evil';" is not in the English page\. .*remove it/);
  });

  it('refuses an added export that would run at build time', () => {
    const problems = compareTranslatedPage(
      english,
      translate((p) => `${p}\nexport const x = require('child_process').execSync('id');\n`),
    );
    expect(problems.join('\n')).toMatch(
      /export const x = require\('child_process'\)\.execSync\('id'\);" is not in the English page\. Translations cannot add or change import\/export lines/,
    );
  });

  it('refuses a changed import (another module under the same name)', () => {
    const problems = compareTranslatedPage(
      english,
      translate((p) => p.replace("'@theme/Tabs'", "'@site/src/other'")),
    );
    expect(problems.join('\n')).toMatch(/import Tabs from '@site\/src\/other';/);
    expect(problems.join('\n')).toMatch(/"import Tabs from '@theme\/Tabs';" \(line 6 of the English page\) is missing/);
  });

  it('refuses a component or HTML tag the English page does not use', () => {
    const withScript = compareTranslatedPage(
      english,
      translate((p) => p.replace('Öffne UDP', '<script src="https://evil.example/x.js"></script>\n\nÖffne UDP')),
    );
    expect(withScript.join('\n')).toMatch(
      /line 12: <script> is not used by the English page\. A translation may use only the English page's components \(<BedrockPort>, <Tabs>, <TabItem>\)/,
    );
    const withComponent = compareTranslatedPage(
      english,
      translate((p) => p.replace('Öffne UDP', 'Öffne <Versions.Java /> UDP')),
    );
    expect(withComponent.join('\n')).toMatch(/<Versions\.Java> is not used by the English page/);
  });

  it('lets right-to-left text isolate an English run in a bare <bdi>, and nothing more', () => {
    expect(
      compareTranslatedPage(
        english,
        translate((p) => p.replace('Öffne UDP', 'Öffne <bdi>UDP</bdi>')),
      ),
    ).toEqual([]);
    const withAttribute = compareTranslatedPage(
      english,
      translate((p) => p.replace('Öffne UDP', 'Öffne <bdi onClick="x">UDP</bdi>')),
    );
    expect(withAttribute.join('\n')).toMatch(/<bdi> is not used by the English page/);
  });

  it('refuses a missing component', () => {
    const problems = compareTranslatedPage(
      english,
      translate((p) => p.replace('<BedrockPort />', '19132')),
    );
    expect(problems).toEqual([expect.stringMatching(/^<BedrockPort> \(line 12 of the English page\) is missing\. Keep every component/)]);
  });

  it('refuses JavaScript in text or in attributes', () => {
    const inText = compareTranslatedPage(
      english,
      translate((p) => p.replace('Öffne UDP', 'Öffne {globalThis.fetch("/x")} UDP')),
    );
    expect(inText.join('\n')).toMatch(/line 12: \{globalThis\.fetch\("\/x"\)\} is code that the English page does not have/);
    const inAttribute = compareTranslatedPage(
      english,
      translate((p) => p.replace('label="Paper"', 'label={alert(1)}')),
    );
    expect(inAttribute.join('\n')).toMatch(/label=\{alert\(1\)\} is code/);
    const spread = compareTranslatedPage(
      english,
      translate((p) => p.replace('<Tabs groupId="platform">', '<Tabs {...window}>')),
    );
    expect(spread.join('\n')).toMatch(/\{\.\.\.window\} is code/);
  });

  it('takes the English page as text or as its code, read once', () => {
    const translation = translate((p) => p.replace("import Tabs from '@theme/Tabs';", "import Tabs from '@site/src/evil';"));
    expect(compareTranslatedPage(extractPageCode(english), translation)).toEqual(compareTranslatedPage(english, translation));
    expect(compareTranslatedPage(extractPageCode(english), translation)).toHaveLength(2);
  });

  it('says so when a translation is not valid MDX', () => {
    const problems = compareTranslatedPage(
      english,
      translate((p) => p.replace('</Tabs>', '')),
    );
    expect(problems).toEqual([expect.stringMatching(/^The translation is not valid MDX: .*every <Tag> must be closed/)]);
  });
});

// Where each content plugin keeps its translated pages, and its English source.
const contentFolders: {translated: string; source: string}[] = [
  {translated: 'docusaurus-plugin-content-docs/current', source: 'docs'},
  {translated: 'docusaurus-plugin-content-docs-api/current', source: 'docs-api'},
  {translated: 'docusaurus-plugin-content-blog', source: 'blog'},
  {translated: 'docusaurus-plugin-content-pages', source: 'src/pages'},
];

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

const translatedPages = locales
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    contentFolders.flatMap(({translated, source}) =>
      markdownFiles(path.join(root, 'i18n', locale, translated)).map((file) => ({
        page: path.posix.join('i18n', locale, translated, file.split(path.sep).join('/')),
        source: path.posix.join(source, file.split(path.sep).join('/')),
      })),
    ),
  );

describe('every translated page in the repository', () => {
  it('finds the translated pages', () => {
    expect(translatedPages.length).toBeGreaterThan(0);
  });

  // Each English page is read once for all its translations (it has up to eleven).
  const englishCode = new Map<string, PageCode | string>();
  const english = (source: string): PageCode | string => {
    let code = englishCode.get(source);
    if (code === undefined) {
      const text = readFileSync(path.join(root, source), 'utf8');
      try {
        code = extractPageCode(text);
      } catch {
        code = text; // compareTranslatedPage says what is wrong with it
      }
      englishCode.set(source, code);
    }
    return code;
  };

  it.each(translatedPages)('$page has the code of $source and nothing more', ({page, source}) => {
    expect(existsSync(path.join(root, source)), `${page} has no English page at ${source}; remove it or add the English page first`).toBe(true);
    const problems = compareTranslatedPage(english(source), readFileSync(path.join(root, page), 'utf8'));
    expect(problems, `${page} (fix the translation so that its code matches ${source}):\n${problems.join('\n')}`).toEqual([]);
  });
});
