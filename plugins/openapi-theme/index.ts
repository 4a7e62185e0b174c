import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';
import {linkStylesheet} from './linkStylesheet';
import {rewriteHtmlFile} from '../content-security-policy/rewriteHtml';

/**
 * The API theme's stylesheet, in two parts (see api-styles.cjs): what an
 * operation shows, linked by API pages, and the request panel's, which loads
 * with the panel.
 */
export const apiStyleSheets = {
  operation: path.join(__dirname, 'styles', 'operation.scss'),
  requestPanel: path.join(__dirname, 'styles', 'request-panel.scss'),
};
const apiStylesChunk = 'api-styles';

/**
 * Small stand-ins for three of the API theme's dependencies (see each file):
 * about 80 KB gzipped less script on every API page.
 */
export const lighterApiDependencies: Record<string, string> = {
  'crypto-js$': path.join(__dirname, 'client/crypto-js.mjs'),
  pako$: path.join(__dirname, 'client/pako.mjs'),
  'rehype-raw$': path.join(__dirname, 'client/rehype-raw.mjs'),
};

/** The API theme's components whose idea of "in the browser" hydrate-once.cjs settles. */
export const hydrateOnceComponents = ['ApiItem', 'ApiTabs', 'DiscriminatorTabs', 'MimeTabs', 'OperationTabs', 'SchemaTabs', 'Tabs'];

/** The API theme's sections that render-on-server.cjs lets the server render. */
export const renderOnServerComponents = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'];

type CacheGroups = Record<string, Record<string, unknown> | false>;

/**
 * Gives the API theme's styles a CSS chunk of their own.
 *
 * Docusaurus puts every stylesheet of the site into one `styles.css` (its
 * `styles` split-chunk group), so the API theme's ~500 rules would load on every
 * page. The operation's part gets a group of its own, which loads with the
 * API pages only: client-side navigation fetches it with the page's code, and
 * postBuild links it in the server-rendered HTML of API pages (Docusaurus
 * links only `styles.css` there). The request panel's part stays with the
 * panel's code, which loads it when the panel loads.
 */
export function splitApiStyles(cacheGroups: CacheGroups | undefined): void {
  const styles = cacheGroups?.styles;
  if (!cacheGroups || !styles) {
    throw new Error('openapi-theme: the Docusaurus "styles" chunk group was not found; check the Docusaurus version');
  }
  const nameOf = (module: {nameForCondition?: () => string | null | undefined}) => module.nameForCondition?.() ?? '';
  const apiSheets = new Set(Object.values(apiStyleSheets));
  // Neither part goes into the site-wide stylesheet; the request panel's
  // stays with the panel's code, as a stylesheet of its own.
  styles.test = (module: Parameters<typeof nameOf>[0]) => !apiSheets.has(nameOf(module));
  cacheGroups[apiStylesChunk] = {
    ...styles,
    name: apiStylesChunk,
    test: (module: Parameters<typeof nameOf>[0]) => nameOf(module) === apiStyleSheets.operation,
  };
}

/**
 * The API reference theme, with its styles on API pages only. The theme adds
 * its stylesheet to every page as a client module; here src/theme/ApiItem
 * and src/theme/ApiExplorer import its two parts instead, and the split-chunk
 * group above keeps them out of the site-wide stylesheet. Its pages also get
 * lighter in the browser: the stand-ins above, and two loaders that let the
 * server render the operation and hydration keep it (render-on-server.cjs,
 * hydrate-once.cjs).
 */
export default function openapiThemeForApiPagesOnly(context: LoadContext, options: unknown): Plugin {
  const {apiRouteBasePath} = options as {apiRouteBasePath: string};
  const theme = (openapiTheme as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  const themeConfigure = theme.configureWebpack;
  const apiRoutePrefix = `${context.baseUrl}${apiRouteBasePath.replace(/^\/|\/$/g, '')}/`;
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      if (!isServer) {
        const splitChunks = config.optimization?.splitChunks;
        splitApiStyles(splitChunks ? (splitChunks.cacheGroups as CacheGroups | undefined) : undefined);
      }
      const themeChanges = (themeConfigure ? themeConfigure.call(this, config, isServer, utils, content) : undefined) ?? {};
      // Server and browser alike, so that hydration sees the same markup.
      const resolve = themeChanges.resolve ?? {};
      const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
      const themeFiles = (names: string[]) => names.map((name) => path.join(themeDir, 'lib', 'theme', name, 'index.js'));
      // String conditions match absolute paths by prefix.
      const loaders = [
        {test: themeFiles(hydrateOnceComponents), use: [{loader: path.join(__dirname, 'hydrate-once.cjs')}]},
        {test: themeFiles(renderOnServerComponents), use: [{loader: path.join(__dirname, 'render-on-server.cjs')}]},
        // The theme compiles Sass in its own folder only; the two parts of its
        // stylesheet get the same loaders, after api-styles.cjs fills them in.
        {
          test: Object.values(apiStyleSheets),
          use: [
            ...utils.getStyleLoaders(isServer, {}),
            {loader: require.resolve('sass-loader', {paths: [themeDir]})},
            {loader: path.join(__dirname, 'api-styles.cjs')},
          ],
        },
      ];
      return {
        ...themeChanges,
        module: {...themeChanges.module, rules: [...(themeChanges.module?.rules ?? []), ...loaders]},
        resolve: {...resolve, alias: {...resolve.alias, ...lighterApiDependencies}},
      };
    },
    async postBuild({outDir, routesPaths}) {
      // Named after its chunk group: assets/css/api-styles.<hash>.css.
      const cssDir = path.join(outDir, 'assets/css');
      const files = (await fs.readdir(cssDir))
        .filter((name) => name.startsWith(`${apiStylesChunk}.`) && name.endsWith('.css'))
        .map((name) => `assets/css/${name}`);
      if (files.length === 0) throw new Error('openapi-theme: no API stylesheet was built');
      const apiRoutes = routesPaths.filter((route) => route.startsWith(apiRoutePrefix));
      await Promise.all(
        apiRoutes.map(async (route) => {
          const file = path.join(outDir, route.slice(context.baseUrl.length), 'index.html');
          // Through the shared queue: the security policy plugin rewrites the same pages.
          await rewriteHtmlFile(file, (html) => files.reduce((page, css) => linkStylesheet(page, `${context.baseUrl}${css}`), html)).catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code !== 'ENOENT') throw error;
            },
          );
        }),
      );
    },
  };
}
