import {describe, expect, it} from 'vitest';
import {crowdinLanguageUrl, editUrlFor, githubEditUrl, lastUpdateAvailable, repositoryUrl} from '../../src/lib/source/editLinks';

const options = {
  repository: {url: repositoryUrl('GeyserMC', 'GeyserWebsite'), branch: 'main'},
  crowdinProject: 'geyser',
  defaultLocale: 'en',
};

describe('edit links', () => {
  it('open an English page in its file on GitHub', () => {
    expect(editUrlFor(options, 'docs')({locale: 'en', filePath: 'geyser/setup.mdx'})).toBe(
      'https://github.com/GeyserMC/GeyserWebsite/edit/main/docs/geyser/setup.mdx',
    );
    expect(editUrlFor(options, 'blog')({locale: 'en', filePath: '2025-01-01-news/index.md'})).toBe(
      'https://github.com/GeyserMC/GeyserWebsite/edit/main/blog/2025-01-01-news/index.md',
    );
  });

  it('open a translated page in its language in the Crowdin project', () => {
    expect(editUrlFor(options, 'docs')({locale: 'de', filePath: 'geyser/setup.mdx'})).toBe('https://crowdin.com/project/geyser/de');
    expect(editUrlFor(options, 'docs')({locale: 'zh-CN', filePath: 'faq.md'})).toBe('https://crowdin.com/project/geyser/zh-CN');
    // The in-context pseudo-locale is Crowdin's "ach" (crowdin.yml).
    expect(crowdinLanguageUrl('geyser', 'crp')).toBe('https://crowdin.com/project/geyser/ach');
  });

  it('encode each path segment and accept Windows separators', () => {
    expect(githubEditUrl(options.repository, 'docs\\other\\a b.md')).toBe('https://github.com/GeyserMC/GeyserWebsite/edit/main/docs/other/a%20b.md');
  });
});

describe('last-update dates', () => {
  it('are shown from a full clone only', () => {
    expect(lastUpdateAvailable(() => 'false\n')).toBe(true);
    expect(lastUpdateAvailable(() => 'true\n')).toBe(false);
    expect(lastUpdateAvailable(() => undefined)).toBe(false);
  });
});
