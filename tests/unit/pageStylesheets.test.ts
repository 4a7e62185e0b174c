// pageStylesheets (plugins/framework-internals): the named folders' stylesheets leave the
// site-wide styles.css and are linked into the pages whose code loads them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  inFolders,
  keepWithPages,
  linkPageStylesheets,
  pageStylesheets,
  recordChunkStylesheets,
} from '../../plugins/framework-internals/page-stylesheets';
import {splitApiStyles, apiStyleSheets} from '../../plugins/framework-internals/api-styles';

const module = (name: string) => ({nameForCondition: () => name});
const site = path.resolve('/site');
const utility = path.join(site, 'src/components/LogChecker/styles.module.css');
const layout = path.join(site, 'src/components/PageFeedback/styles.module.css');
const folders = [path.join(site, 'src/components/LogChecker'), path.join(site, 'src/components/FileDropZone')];

describe('keepWithPages', () => {
  const docusaurusGroups = () => ({styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50}});

  it("leaves the folders' stylesheets out of the site-wide group and keeps the rest in it", () => {
    const groups: Record<string, Record<string, unknown> | false> = docusaurusGroups();
    keepWithPages(groups, folders);
    const test = (groups.styles as {test: (m: unknown) => boolean}).test;
    expect(test(module(utility))).toBe(false);
    expect(test(module(path.join(site, 'src/components/FileDropZone/styles.module.css')))).toBe(false);
    expect(test(module(layout))).toBe(true);
    // A folder whose name starts the same is not inside it.
    expect(test(module(path.join(site, 'src/components/LogCheckerOld/styles.module.css')))).toBe(true);
  });

  it("keeps apiStyles' choice too, whichever runs first", () => {
    const groups: Record<string, Record<string, unknown> | false> = docusaurusGroups();
    splitApiStyles(groups);
    keepWithPages(groups, folders);
    const test = (groups.styles as {test: (m: unknown) => boolean}).test;
    expect(test(module(apiStyleSheets.operation))).toBe(false);
    expect(test(module(utility))).toBe(false);
    expect(test(module(layout))).toBe(true);
  });

  it('fails the build when Docusaurus no longer has its styles group', () => {
    expect(() => keepWithPages({}, folders)).toThrow(/pageStylesheets.*styles/);
    expect(() => keepWithPages({styles: {test: /css/}}, folders)).toThrow(/unexpected way/);
  });

  it('matches folders by whole path segments', () => {
    const inside = inFolders(folders);
    expect(inside(utility)).toBe(true);
    expect(inside(path.join(site, 'src/components/LogChecker'))).toBe(false);
  });
});

describe('pageStylesheets', () => {
  const chunks = new Map([
    ['main', ['assets/css/styles.1.css']],
    ['c97f22ac', ['assets/css/styles.1.css', 'assets/css/c97f22ac.2.css']],
    ['3d2cc519', ['assets/css/styles.1.css', 'assets/css/3d2cc519.3.css']],
    ['17896441', ['assets/css/styles.1.css']],
    // apiStyles: the API theme's page component, whose group has the operation's stylesheet.
    ['a1b2c3d4', ['assets/css/styles.1.css', 'assets/css/api-styles.4.css']],
  ]);
  const routes = {
    '/utilities/log-checker/-826': {__comp: 'c97f22ac', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
    '/utilities/dump-viewer/-a1c': {__comp: '3d2cc519', __context: {plugin: 'a7456010'}},
    '/wiki/geyser/setup/-5e9': {__comp: '17896441', content: 'c1920c36'},
    '/wiki/api/downloads.geysermc.org/build-specific/-d4e': {__comp: 'a1b2c3d4', content: '0f1e2d3c'},
  };

  it("gives each page its chunks' stylesheets besides the site-wide one", () => {
    const byPage = pageStylesheets(routes, chunks, ['assets/css/styles.1.css']);
    expect(Object.fromEntries(byPage)).toEqual({
      '/utilities/log-checker/': ['assets/css/c97f22ac.2.css'],
      '/utilities/dump-viewer/': ['assets/css/3d2cc519.3.css'],
      '/wiki/api/downloads.geysermc.org/build-specific/': ['assets/css/api-styles.4.css'],
    });
  });

  it("fails on Docusaurus's route keys in another form", () => {
    expect(() => pageStylesheets({'/wiki/': {__comp: 'x'}}, chunks, [])).toThrow(/unexpected form/);
  });
});

describe('recordChunkStylesheets and linkPageStylesheets', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  it("link a page's own stylesheet after styles.css in its built HTML, once", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-stylesheets-'));
    dirs.push(root);
    const outDir = path.join(root, 'build');
    const generated = path.join(root, '.docusaurus');
    fs.mkdirSync(path.join(outDir, 'utilities/log-checker'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'wiki'), {recursive: true});
    fs.mkdirSync(generated);
    const head = '<html><head><link rel=stylesheet href=/assets/css/styles.1.css /></head><body></body></html>';
    fs.writeFileSync(path.join(outDir, 'utilities/log-checker/index.html'), head);
    fs.writeFileSync(path.join(outDir, 'wiki/index.html'), head);
    fs.writeFileSync(
      path.join(generated, 'routesChunkNames.json'),
      JSON.stringify({'/utilities/log-checker/-826': {__comp: 'c97f22ac'}, '/wiki/-0a1': {__comp: '17896441'}, '/gone/-0b2': {__comp: 'c97f22ac'}}),
    );
    // The bundler's report when the client bundle is done.
    let done: ((stats: unknown) => void) | undefined;
    recordChunkStylesheets.apply({
      options: {output: {path: outDir}},
      hooks: {done: {tap: (_name: string, callback: (stats: never) => void) => (done = callback as (stats: unknown) => void)}},
    });
    done!({
      toJson: () => ({
        namedChunkGroups: {
          main: {assets: [{name: 'assets/js/main.1.js'}, {name: 'assets/css/styles.1.css'}]},
          c97f22ac: {assets: [{name: 'assets/css/styles.1.css'}, {name: 'assets/css/c97f22ac.2.css'}, {name: 'assets/js/c97f22ac.2.js'}]},
          '17896441': {assets: [{name: 'assets/js/17896441.3.js'}]},
        },
      }),
    });
    await linkPageStylesheets(outDir, '/', generated);
    await linkPageStylesheets(outDir, '/', generated);
    expect(fs.readFileSync(path.join(outDir, 'utilities/log-checker/index.html'), 'utf8')).toBe(
      '<html><head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel="stylesheet" href="/assets/css/c97f22ac.2.css"></head><body></body></html>',
    );
    expect(fs.readFileSync(path.join(outDir, 'wiki/index.html'), 'utf8')).toBe(head);
  });

  it('fails the build when nothing was recorded for the build folder', async () => {
    await expect(linkPageStylesheets('/nowhere/build', '/', '/nowhere/.docusaurus')).rejects.toThrow(
      /\(apiStyles, pageStylesheets\): no stylesheets were recorded.*FRAMEWORK_INTERNALS=-apiStyles,-pageStylesheets/,
    );
  });
});
