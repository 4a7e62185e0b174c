import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

// The framework-internals fence is kept by the lint: a planted import of a package's
// non-public entry, or of a generated module, fails outside plugins/framework-internals.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const planted = {
  internalEntry: "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';\nexport const x = useAnnouncementBar;\n",
  libFile: "import x from '@docusaurus/theme-classic/lib/theme/CodeBlock';\nexport default x;\n",
  distFile: "import x from '@docsearch/react/dist/esm';\nexport default x;\n",
  generated: "import codeTranslations from '@generated/codeTranslations';\nexport default codeTranslations;\n",
  ourGenerated: "import strings from '@generated/site-translations/default/strings.json';\nexport default strings;\n",
};

// The first lint loads the whole config and its parsers: give it time.
describe('the framework-internals fence', {timeout: 60_000}, () => {
  it.each([
    ['src/components/Planted/index.tsx', planted.internalEntry],
    ['src/theme/Planted/index.tsx', planted.libFile],
    ['src/lib/planted.ts', planted.distFile],
    ['plugins/planted/index.ts', planted.generated],
    ['src/components/Planted/strings.ts', planted.ourGenerated],
  ])('refuses a non-public import in %s', async (file, code) => {
    const messages = await restrictedImports(file, code);
    expect(messages.join('\n')).toMatch(/framework internals|plugins\/framework-internals/);
  });

  it('lets plugins/framework-internals reach them', async () => {
    expect(await restrictedImports('plugins/framework-internals/planted/index.ts', planted.internalEntry)).toEqual([]);
    expect(await restrictedImports('plugins/framework-internals/planted/index.ts', planted.generated)).toEqual([]);
  });

  it("lets src/i18n read our own plugin's data, and nothing else generated", async () => {
    expect(await restrictedImports('src/i18n/planted.ts', planted.ourGenerated)).toEqual([]);
    expect(await restrictedImports('src/i18n/planted.ts', planted.generated)).not.toEqual([]);
  });

  it('leaves public entries alone', async () => {
    const code = "import {useDoc} from '@docusaurus/plugin-content-docs/client';\nimport '@docsearch/css';\nexport const x = useDoc;\n";
    expect(await restrictedImports('src/components/Planted/index.tsx', code)).toEqual([]);
  });
});
