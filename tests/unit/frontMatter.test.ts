import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {assertYamlFrontMatter, frontMatterLanguage, parseYamlFrontMatter} from '@site/src/lib/markdown/frontMatter';
import {compareTranslatedPage} from '@site/src/lib/i18n/translatedPageCode';

const root = path.resolve(__dirname, '../..');
const flag = '__frontMatterRan';
const ran = () => (globalThis as Record<string, unknown>)[flag];
/** A page whose front matter, read as JavaScript, sets a global: the side effect the tests look for. */
const planted = (language: string) => `---${language}\n({title: (globalThis.${flag} = true, 'Planted')})\n---\n\n# Planted\n`;
const params = (fileContent: string) => ({filePath: '/site/docs/planted.md', fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[flag];
});

describe('front matter is YAML only', () => {
  it('reads the language after the opening line', () => {
    expect(frontMatterLanguage('---\ntitle: A\n---\n')).toBe('');
    expect(frontMatterLanguage('---yaml\ntitle: A\n---\n')).toBe('yaml');
    expect(frontMatterLanguage('--- JS \n({})\n---\n')).toBe('js');
    expect(frontMatterLanguage('\uFEFF---javascript\r\n({})\r\n---\r\n')).toBe('javascript');
    expect(frontMatterLanguage('# No front matter\n')).toBeNull();
    expect(frontMatterLanguage('----\nA rule, not front matter\n')).toBeNull();
  });

  it('gray-matter on its own runs a ---js block (the reason for the check)', async () => {
    await DEFAULT_PARSE_FRONT_MATTER(params(planted('js')));
    expect(ran()).toBe(true);
  });

  it.each(['js', 'javascript', 'coffee', 'JS', 'json', 'toml'])(
    'the build refuses a page opening with ---%s, naming the file, and runs nothing',
    async (language) => {
      await expect(parseYamlFrontMatter(params(planted(language)), DEFAULT_PARSE_FRONT_MATTER)).rejects.toThrow(
        new RegExp(`^/site/docs/planted\\.md: front matter must be YAML, but it opens with "---${language.toLowerCase()}"`),
      );
      expect(ran()).toBeUndefined();
    },
  );

  it('reads YAML front matter exactly as Docusaurus does', async () => {
    const page = '---\ntitle: Setup\nsidebar_position: 2\n---\n\n# Setup\n';
    expect(await parseYamlFrontMatter(params(page), DEFAULT_PARSE_FRONT_MATTER)).toEqual(await DEFAULT_PARSE_FRONT_MATTER(params(page)));
    const named = '---yaml\ntitle: Setup\n---\n\n# Setup\n';
    expect((await parseYamlFrontMatter(params(named), DEFAULT_PARSE_FRONT_MATTER)).frontMatter).toEqual({title: 'Setup'});
  });

  it('the translation check refuses a ---js translation without running it', () => {
    const english = '---\ntitle: Planted\n---\n\n# Planted\n';
    const problems = compareTranslatedPage(english, planted('js'));
    expect(problems).toEqual([
      expect.stringMatching(/front matter must be YAML, but it opens with "---js".*keep the English page's YAML front matter/),
    ]);
    expect(ran()).toBeUndefined();
  });

  it('every page in the repository has YAML front matter', () => {
    const pages = ['docs', 'blog', 'src/pages', 'i18n'].flatMap((dir) =>
      existsSync(path.join(root, dir))
        ? readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
            .filter((file) => /\.mdx?$/.test(file))
            .map((file) => path.join(dir, file))
        : [],
    );
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) expect(() => assertYamlFrontMatter(readFileSync(path.join(root, page), 'utf8'), page)).not.toThrow();
  });
});
