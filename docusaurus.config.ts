import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {localeConfigs, locales} from './src/data/locales';
import {announcement, announcementHtml} from './src/data/announcement';
import {socialCard} from './src/data/socialCard';
import {serviceUrls} from './src/lib/config/serviceUrls';
import {withReadableTokens} from './src/lib/theme/codeContrast';
import testRoutesPlugin from './plugins/test-routes';
import announcementBarPlugin from './plugins/announcement-bar';
import localSearchPlugin from './plugins/local-search';
import siteTranslationsPlugin, {withTranslationState, type SiteTranslationsOptions} from './plugins/i18n';
import contentSecurityPolicyPlugin from './plugins/content-security-policy';
import pageMarkdownPlugin from './plugins/page-markdown';
import socialCardsPlugin, {socialCardsSwitch} from './plugins/social-cards';
import frameworkInternals, {
  featuresFromSwitch,
  internalsFrontMatter,
  internalsRemarkPlugins,
  switchVariable,
  type FrameworkInternalsOptions,
} from './plugins/framework-internals';
import {additionalPrismLanguages} from './src/data/prismLanguages';
import {searchConfigFromEnv} from './src/lib/search/searchConfig';
import {parseYamlFrontMatter} from './src/lib/markdown/frontMatter';
import {translatedContentFolders} from './src/lib/i18n/translationRecords.mjs';
import {editUrlFor, lastUpdateAvailable, repositoryUrl} from './src/lib/source/editLinks';

const siteUrl = process.env.SITE_URL ?? 'https://geysermc.org';

// Local Pagefind search unless all three ALGOLIA_* variables are set.
const search = searchConfigFromEnv(process.env);

// The API reference lives in its own docs instance so that its heavy page
// component (the request panel) is bundled with API pages only.
const apiDocsPluginId = 'api';
const apiRouteBasePath = 'wiki/api';

// Everything that reaches into the framework's or a dependency's internals, by
// feature (plugins/framework-internals/README.md). FRAMEWORK_INTERNALS=off builds
// the site with none of them; `-name` turns one off, `a,b` keeps only those.
const internals: FrameworkInternalsOptions = {
  features: featuresFromSwitch(
    {
      buildTimeHighlighting: true,
      translationGroups: true,
      apiStyles: true,
      apiDependencies: true,
      apiServerRender: true,
      apiHydrateOnce: true,
      apiCodeSamples: true,
      apiRequestErrors: true,
      registryWithoutPaths: true,
      leanDocsVersion: true,
      translateWithoutDescriptions: true,
      docsearchSuggestions: true,
      docsearchNoEvalProbe: true,
      translatorLocales: true,
      announcementLandmark: true,
      utilsCommonWithoutTslib: true,
      pageStylesheets: true,
      prefetchOnce: true,
      prefetchWhenIdle: true,
      paintFirst: true,
    },
    process.env[switchVariable],
  ),
  // Algolia mode uses the search theme's own button, whose code reads the modal's texts
  // as soon as the main script runs.
  translationsInMainScript: search.mode === 'algolia' ? ['theme.SearchModal.'] : [],
  // The utilities' and the download page's components: their stylesheets load with those pages only.
  pageStylesheets: [
    'src/components/ConfigEditor',
    'src/components/DumpViewer',
    'src/components/DumpJarCheck',
    'src/components/LogChecker',
    'src/components/HostSetup',
    'src/components/DownloadCheck',
    'src/components/FileDropZone',
  ],
};
const remarkPlugins = internalsRemarkPlugins(internals.features);

const siteDir = path.dirname(fileURLToPath(import.meta.url));

// The Crowdin project translators work in (in-context editor, edit links of translated pages).
const crowdinProject = 'geyser';

// The site's translation mechanisms, one switch each (plugins/i18n/README.md).
const translations: SiteTranslationsOptions = {
  interfaceGroups: true,
  dataStrings: true,
  translationRecords: true,
  // The Crowdin project translators work in; the crp pages load its in-context editor.
  crowdinInContext: {project: crowdinProject, inContextLocale: 'crp'},
};
const testBuild = process.env.E2E_TEST_ROUTES === '1';

// "Edit this page": English pages open their file in this repository, translated
// pages their language in the Crowdin project (src/lib/source/editLinks.ts).
const organizationName = 'GeyserMC';
const projectName = 'GeyserWebsite';
const editLinks = {
  repository: {url: repositoryUrl(organizationName, projectName), branch: 'main'},
  crowdinProject,
  defaultLocale: 'en',
};
const docsEditUrl = editUrlFor(editLinks, 'docs');
const blogEditUrl = editUrlFor(editLinks, 'blog');
// Pages show the date of their last commit, except in a shallow clone, where git
// would date every file by the one commit it has.
const showLastUpdateTime = lastUpdateAvailable(() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  } catch {
    return undefined;
  }
});

// Browser-test builds only: a small docs instance whose Arabic pages carry one outdated and
// one current translation record (tests/e2e/outdated-translation.spec.ts).
const translationNoticeTestDocs = {
  id: 'translation-notice-test',
  path: 'tests/fixtures/translation-notice',
  routeBasePath: '__tests/translation-notice',
};
const translationFolders: Record<string, string> = testBuild
  ? {
      ...translatedContentFolders,
      [`docusaurus-plugin-content-docs-${translationNoticeTestDocs.id}/current`]: translationNoticeTestDocs.path,
    }
  : translatedContentFolders;

const config: Config = {
  title: 'GeyserMC',
  tagline: 'Play on Java Edition servers from Minecraft Bedrock Edition',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  organizationName,
  projectName,

  future: {
    v4: true,
    // Rspack, SWC and Lightning CSS; BUNDLER=webpack builds without them, for comparison.
    faster:
      process.env.BUNDLER === 'webpack'
        ? false
        : {
            swcJsLoader: true,
            swcJsMinimizer: true,
            swcHtmlMinimizer: true,
            lightningCssMinimizer: true,
            mdxCrossCompilerCache: true,
            rspackBundler: true,
            // A CI machine starts without Rspack's cache and is gone before it could read it:
            // writing it cost a tenth of the build's CPU there (en and ar: 182 → 164 s).
            rspackPersistentCache: !process.env.CI,
            ssgWorkerThreads: true,
            gitEagerVcs: true,
          },
  },

  // Keys are stored without a site namespace (theme, announcement, preferred docs version).
  storage: {
    type: 'localStorage',
    namespace: false,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Content uses MDX 2+ forms; only explicit heading ids ({#id}) are kept, so that
    // translated pages keep the English anchors that other pages link to.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    // API pages carry their operation decoded, not gzipped, and their request samples
    // made at build time (plugins/framework-internals).
    // Translated pages: their source_hash record becomes translation_outdated when the
    // English page has changed since (plugins/i18n, translationRecords).
    // Front matter is YAML only: a page opening with `---js` would run code (src/lib/markdown/frontMatter.ts).
    parseFrontMatter: async (params) => {
      const parsed = await parseYamlFrontMatter(params, params.defaultParseFrontMatter);
      const internalsDone = internalsFrontMatter(internals.features, parsed.frontMatter, {siteOrigin: siteUrl});
      const frontMatter = translations.translationRecords
        ? withTranslationState(internalsDone, params.filePath, siteDir, translationFolders)
        : internalsDone;
      return {...parsed, frontMatter};
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: [...locales],
    localeConfigs,
  },

  clientModules: ['./src/clientModules/apiListSemantics.ts'],

  customFields: {
    serviceUrls: serviceUrls(process.env),
    searchMode: search.mode,
    // The year in the footer notice, also in translations written in an earlier year.
    buildYear: new Date().getFullYear(),
    // Read by the pages that link to Crowdin.
    crowdin: translations.crowdinInContext,
    // The repository readers' feedback goes to (src/components/PageFeedback).
    repository: editLinks.repository.url,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'wiki',
          remarkPlugins,
          // npm run bench -- --page-cost N builds with a sidebar that lists N generated pages too.
          sidebarPath: process.env.BENCH_SIDEBAR_PATH ?? './sidebars.ts',
          lastVersion: 'current',
          versions: {
            current: {label: 'Next', path: ''},
          },
          editUrl: ({locale, docPath}) => docsEditUrl({locale, filePath: docPath}),
          showLastUpdateTime,
        },
        blog: {
          path: 'blog',
          showReadingTime: true,
          blogTitle: 'GeyserMC Blog',
          remarkPlugins,
          blogDescription: 'News and release notes from the GeyserMC project.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          editUrl: ({locale, blogPath}) => blogEditUrl({locale, filePath: blogPath}),
          postsPerPage: 10,
          tags: 'tags.yml',
          authorsMapPath: 'authors.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: false,
            copyright: `Copyright © ${new Date().getFullYear()} GeyserMC`,
          },
        },
        pages: {
          remarkPlugins,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: apiDocsPluginId,
        path: 'docs-api',
        routeBasePath: apiRouteBasePath,
        sidebarPath: './sidebars.api.ts',
        docItemComponent: '@theme/ApiItem',
        remarkPlugins,
      },
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: apiDocsPluginId,
        config: {
          global: {
            specPath: 'openapi/global.yaml',
            outputDir: 'docs-api/api.geysermc.org',
            sidebarOptions: {groupPathsBy: 'tag'},
          },
          downloads: {
            specPath: 'openapi/downloads.yaml',
            outputDir: 'docs-api/downloads.geysermc.org',
            sidebarOptions: {groupPathsBy: 'tag'},
          },
        },
      },
    ],
    announcementBarPlugin,
    [localSearchPlugin, {mode: search.mode}],
    [siteTranslationsPlugin, {...translations}],
    testRoutesPlugin,
    pageMarkdownPlugin,
    // A link preview per page, drawn from its title and section (plugins/social-cards).
    [socialCardsPlugin, {enabled: process.env[socialCardsSwitch] !== 'off'}],
    ...(testBuild ? [['@docusaurus/plugin-content-docs', {...translationNoticeTestDocs, sidebarPath: false}] satisfies [string, object]] : []),
    [contentSecurityPolicyPlugin, {search: {mode: search.mode, appId: search.algolia.appId}}],
    [frameworkInternals, internals],
  ],

  themes: ['docusaurus-theme-openapi-docs'],

  themeConfig: {
    algolia: search.algolia,
    image: socialCard.path,
    // The site's link preview (static/img/social-card.png, drawn for this site); its size and
    // description go with it so chat apps and forums show it as a large card.
    metadata: [
      {name: 'theme-color', content: '#25c2a0'},
      {property: 'og:image:width', content: String(socialCard.width)},
      {property: 'og:image:height', content: String(socialCard.height)},
      {property: 'og:image:alt', content: socialCard.alt},
      {name: 'twitter:image:alt', content: socialCard.alt},
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Shown translated by src/theme/AnnouncementBar/Content; edit src/data/announcement.ts.
      id: announcement.id,
      content: announcementHtml,
      backgroundColor: '#1b6e5a',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'GeyserMC',
      hideOnScroll: true,
      logo: {
        alt: 'GeyserMC logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'dropdown',
          label: 'Wiki',
          position: 'left',
          items: [
            {type: 'docSidebar', sidebarId: 'geyserSidebar', label: 'Geyser'},
            {type: 'docSidebar', sidebarId: 'floodgateSidebar', label: 'Floodgate'},
            {
              type: 'docSidebar',
              sidebarId: 'apiSidebar',
              docsPluginId: apiDocsPluginId,
              label: 'REST APIs',
            },
            {type: 'docSidebar', sidebarId: 'otherSidebar', label: 'Other'},
          ],
        },
        {to: '/blog', label: 'Blog', position: 'left'},
        {
          type: 'dropdown',
          label: 'Utilities',
          position: 'left',
          items: [
            {to: '/utilities/config-editor', label: 'Config Editor'},
            {to: '/utilities/dump-viewer', label: 'Dump Viewer'},
            {to: '/utilities/host-setup', label: 'Host Setup'},
            {to: '/utilities/log-checker', label: 'Log Checker'},
          ],
        },
        {to: '/download', label: 'Download', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'GeyserMC logo',
        src: 'img/logo.svg',
        width: 48,
        height: 48,
        href: 'https://github.com/GeyserMC',
      },
      links: [
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: 'https://discord.gg/geysermc'},
            {label: 'Reddit', href: 'https://www.reddit.com/r/GeyserMC/'},
            {label: 'X (Twitter)', href: 'https://x.com/Geyser_MC'},
          ],
        },
        {
          title: 'Contribute',
          items: [
            {label: 'GitHub', href: 'https://github.com/GeyserMC'},
            {label: 'Translate on Crowdin', href: 'https://translate.geysermc.org/'},
            {label: 'Donate', href: 'https://opencollective.com/geysermc'},
          ],
        },
        {
          title: 'Services',
          items: [{label: 'Global Linking', href: 'https://link.geysermc.org/'}],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} GeyserMC. Not an official Minecraft website. Not associated with Mojang or Microsoft.`,
    },
    prism: {
      // Token colours adjusted to reach 4.5:1 contrast on the code background.
      theme: withReadableTokens(prismThemes.github),
      darkTheme: withReadableTokens(prismThemes.dracula),
      // Languages prism-react-renderer lacks (it has yaml, json, kotlin and markup built in).
      additionalLanguages: additionalPrismLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
