import path from 'node:path';
import type {RuleSetRule} from 'webpack';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import {moduleFile, type CacheGroups, type ChunkModule} from '../chunk-groups';

/**
 * The API theme's stylesheet, in two shares (see build-styles.cjs): what an
 * operation shows, which loads with API pages, and the request panel's, which
 * loads with the panel. The built API pages link the operation's share like any
 * page's own stylesheet (linkPageStylesheets in ../page-stylesheets).
 */
export const apiStyleSheets = {
  operation: path.join(__dirname, 'styles', 'operation.scss'),
  requestPanel: path.join(__dirname, 'styles', 'request-panel.scss'),
};
export const apiStylesChunk = 'api-styles';

const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
const themeFile = (name: string) => path.join(themeDir, 'lib', 'theme', name);

/**
 * Docusaurus puts every stylesheet of the site into one `styles.css` (its
 * `styles` split-chunk group). The operation's share gets a group of its own,
 * which loads with API pages only; the request panel's stays with the panel's code.
 */
export function splitApiStyles(cacheGroups: CacheGroups | undefined): void {
  const styles = cacheGroups?.styles;
  if (!cacheGroups || !styles) {
    throw new Error(
      'framework-internals (apiStyles): the Docusaurus "styles" chunk group was not found; build with FRAMEWORK_INTERNALS=-apiStyles to turn it off, and see plugins/framework-internals/README.md',
    );
  }
  const apiSheets = new Set(Object.values(apiStyleSheets));
  styles.test = (module: ChunkModule) => !apiSheets.has(moduleFile(module));
  cacheGroups[apiStylesChunk] = {...styles, name: apiStylesChunk, test: (module: ChunkModule) => moduleFile(module) === apiStyleSheets.operation};
}

/** The loaders of this feature (see each file). */
export function apiStylesRules(isServer: boolean, utils: ConfigureWebpackUtils): RuleSetRule[] {
  return [
    // Before the theme's Sass and CSS loaders, so that they get an empty sheet.
    {test: themeFile('styles.scss'), enforce: 'pre', use: [{loader: path.join(__dirname, 'no-site-wide-sheet.cjs')}]},
    {
      test: themeFile(path.join('ApiItem', 'index.js')),
      use: [{loader: path.join(__dirname, 'with-stylesheet.cjs'), options: {sheet: apiStyleSheets.operation}}],
    },
    {
      test: themeFile(path.join('ApiExplorer', 'index.js')),
      use: [{loader: path.join(__dirname, 'with-stylesheet.cjs'), options: {sheet: apiStyleSheets.requestPanel}}],
    },
    {
      // The theme compiles Sass in its own folder only; the two shares get the same loaders.
      test: Object.values(apiStyleSheets),
      use: [
        ...utils.getStyleLoaders(isServer, {}),
        {loader: require.resolve('sass-loader', {paths: [themeDir]})},
        {loader: path.join(__dirname, 'build-styles.cjs')},
      ],
    },
  ] as RuleSetRule[];
}
