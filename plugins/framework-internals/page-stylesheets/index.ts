import fs from 'node:fs/promises';
import path from 'node:path';
import {linkStylesheet} from './linkStylesheet';
import {moduleFile, type CacheGroups, type ChunkModule} from '../chunk-groups';
import {rewriteHtmlFile} from '../../content-security-policy/rewriteHtml';

/**
 * pageStylesheets: the stylesheets of the site folders named in the plugin's
 * `pageStylesheets` option (the utilities' components, for example) leave
 * Docusaurus's site-wide `styles.css` and stay with the code of the pages that
 * use them, as the bundler would put them without that group.
 *
 * A page's own stylesheets (those, and the API pages' sheet of apiStyles) are
 * linked into its built HTML (Docusaurus links only `styles.css` there);
 * client-side navigation loads them with the page's code.
 */
const featureError = (what: string, features = ['pageStylesheets']) =>
  new Error(
    `framework-internals (${features.join(', ')}): ${what}; build with FRAMEWORK_INTERNALS=${features.map((name) => `-${name}`).join(',')} to turn it off, and see plugins/framework-internals/README.md`,
  );
/** The features whose stylesheets the recorder and linker below put into built pages. */
const linkingFeatures = ['apiStyles', 'pageStylesheets'];
const linkingError = (what: string) => featureError(what, linkingFeatures);

/** Whether a module's file is inside one of the folders (absolute paths). */
export function inFolders(folders: readonly string[]): (file: string) => boolean {
  const prefixes = folders.map((folder) => path.resolve(folder) + path.sep);
  return (file) => prefixes.some((prefix) => file.startsWith(prefix));
}

/** Leaves the folders' stylesheets out of the `styles` group, keeping whatever else chose it. */
export function keepWithPages(cacheGroups: CacheGroups | undefined, folders: readonly string[]): void {
  const styles = cacheGroups?.styles;
  if (!cacheGroups || !styles) throw featureError('the Docusaurus "styles" chunk group was not found');
  const before = styles.test;
  if (before !== undefined && typeof before !== 'function') throw featureError('the "styles" chunk group chooses its modules in an unexpected way');
  const ours = inFolders(folders);
  styles.test = (module: ChunkModule, ...rest: unknown[]) =>
    !ours(moduleFile(module)) && (before === undefined || (before as (m: ChunkModule, ...r: unknown[]) => boolean)(module, ...rest));
}

type StatsLike = {toJson: (options: Record<string, unknown>) => {namedChunkGroups?: Record<string, {assets?: {name: string}[]}>}};
type CompilerLike = {
  options: {output: {path?: string}};
  hooks: {done: {tap: (name: string, callback: (stats: StatsLike) => void) => void}};
};

/** The stylesheets of each named chunk group, by the build folder the client bundle went to. */
const stylesheetsByBuild = new Map<string, Map<string, string[]>>();

/** A bundler plugin that records, when the client bundle is done, the stylesheets of each named chunk group. */
export const recordChunkStylesheets = {
  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap('framework-internals-page-stylesheets', (stats) => {
      const groups = stats.toJson({all: false, chunkGroups: true, chunkGroupAuxiliary: false, chunkGroupChildren: false}).namedChunkGroups;
      if (!groups) throw linkingError('the bundler reported no named chunk groups');
      const sheets = new Map<string, string[]>();
      for (const [name, group] of Object.entries(groups)) {
        const css = (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.css'));
        if (css.length > 0) sheets.set(name, css);
      }
      stylesheetsByBuild.set(path.resolve(compiler.options.output.path ?? ''), sheets);
    });
  },
};

/**
 * The stylesheets each page loads with its code, besides `styles.css`: those of the
 * chunks of every route with the page's path. `routesChunkNames` is Docusaurus's
 * `.docusaurus/routesChunkNames.json` (`"<path>-<hash>": {__comp: "<chunk>", …}`).
 */
export function pageStylesheets(
  routesChunkNames: Record<string, unknown>,
  chunkStylesheets: ReadonlyMap<string, readonly string[]>,
  siteWide: readonly string[],
): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  const chunkNames = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(chunkNames) : [];
  for (const [key, value] of Object.entries(routesChunkNames)) {
    const route = /^(.*)-[0-9a-f]{3}$/.exec(key)?.[1];
    if (route === undefined) throw linkingError(`routesChunkNames.json has a key in an unexpected form: ${key}`);
    const sheets = chunkNames(value).flatMap((name) => chunkStylesheets.get(name) ?? []);
    const own = sheets.filter((sheet) => !siteWide.includes(sheet));
    if (own.length === 0) continue;
    byPage.set(route, [...new Set([...(byPage.get(route) ?? []), ...own])]);
  }
  return byPage;
}

/** Links each built page's own stylesheets after `styles.css`. */
export async function linkPageStylesheets(outDir: string, baseUrl: string, generatedFilesDir: string): Promise<void> {
  const chunkStylesheets = stylesheetsByBuild.get(path.resolve(outDir));
  if (!chunkStylesheets) throw linkingError(`no stylesheets were recorded for the client bundle of ${outDir}`);
  const routesChunkNames = JSON.parse(await fs.readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  // The main entry's sheet, `styles.css`, which Docusaurus links into every page.
  const siteWide = chunkStylesheets.get('main') ?? [];
  const byPage = pageStylesheets(routesChunkNames, chunkStylesheets, siteWide);
  await Promise.all(
    [...byPage].map(([route, sheets]) => {
      if (!route.startsWith(baseUrl)) throw linkingError(`the route ${route} is not under the base URL ${baseUrl}`);
      const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      // Through the shared queue: the security policy plugin rewrites the same pages.
      return rewriteHtmlFile(file, (html) => sheets.reduce((page, sheet) => linkStylesheet(page, `${baseUrl}${sheet}`), html)).catch(
        (error: NodeJS.ErrnoException) => {
          // A route without a page of its own (a layout's parent route, a redirect) has no file.
          if (error.code !== 'ENOENT') throw error;
        },
      );
    }),
  );
}
