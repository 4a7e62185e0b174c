import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import os from 'node:os';
import path from 'node:path';
import {featureNames, featuresFromSwitch, type Features} from '../../plugins/framework-internals/options';
import {themeFolders, writeThemeFolder} from '../../plugins/framework-internals/theme';
import frameworkInternals, {keyCacheByFeatures} from '../../plugins/framework-internals';

const all = Object.fromEntries(featureNames.map((name) => [name, true])) as Features;
const onOnly = (...names: string[]) => Object.fromEntries(featureNames.map((name) => [name, names.includes(name)]));

describe('the FRAMEWORK_INTERNALS switch', () => {
  it('leaves the configured features as they are when unset, empty or "on"', () => {
    const configured = {...all, apiServerRender: false};
    for (const value of [undefined, '', ' on ']) expect(featuresFromSwitch(configured, value)).toEqual(configured);
  });

  it('turns every feature off with "off"', () => {
    expect(featuresFromSwitch(all, 'off')).toEqual(onOnly());
  });

  it('keeps only the listed features, or turns off the ones listed with a minus', () => {
    expect(featuresFromSwitch(all, 'translationGroups, apiStyles')).toEqual(onOnly('translationGroups', 'apiStyles'));
    expect(featuresFromSwitch(all, '-translationGroups,-apiStyles')).toEqual({...all, translationGroups: false, apiStyles: false});
  });

  it('refuses unknown names and mixed lists, naming the features', () => {
    expect(() => featuresFromSwitch(all, 'apistyles')).toThrow(/unknown feature apistyles; the features are buildTimeHighlighting, /);
    expect(() => featuresFromSwitch(all, 'translationGroups,-apiStyles')).toThrow(/not both/);
  });
});

describe('the theme components of the features', () => {
  const outDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'internals-theme-'));

  it('are re-exported from one folder, only for the features that are on', () => {
    const dir = outDir();
    expect(writeThemeFolder(dir, {...onOnly(), buildTimeHighlighting: true} as Features)).toBe(dir);
    const entry = fs.readFileSync(path.join(dir, 'CodeBlock', 'Content', 'String.js'), 'utf8');
    expect(entry).toBe(
      `export {default} from ${JSON.stringify(path.join(themeFolders.buildTimeHighlighting!, 'CodeBlock', 'Content', 'String.tsx'))};\n`,
    );
    expect(fs.existsSync(path.join(dir, 'SiteMetadata', 'index.js'))).toBe(false);
  });

  it('leave no folder behind, and no theme path, when no such feature is on', () => {
    const dir = outDir();
    writeThemeFolder(dir, all);
    expect(writeThemeFolder(dir, onOnly('apiStyles') as Features)).toBeUndefined();
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('the plugin', () => {
  const context = () =>
    ({
      generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'internals-generated-')),
      siteDir: path.resolve(__dirname, '../..'),
      baseUrl: '/',
      i18n: {currentLocale: 'en', defaultLocale: 'en'},
    }) as never;
  const webpackOf = (features: Features) => {
    const plugin = frameworkInternals(context(), {features});
    // Docusaurus's own split-chunk groups, as its client config has them.
    const config = {optimization: {splitChunks: {cacheGroups: {common: {name: 'common', priority: 40}, styles: {name: 'styles', priority: 50}}}}};
    const utils = {getStyleLoaders: () => []} as never;
    return {
      plugin,
      result: plugin.configureWebpack!(config as never, false, utils, undefined as never) as {
        module: {rules: unknown[]};
        resolve: {alias: Record<string, string>};
      },
      config,
    };
  };

  it('with every feature off, changes nothing in the build: no loader, alias, theme folder or chunk group', () => {
    const {plugin, result, config} = webpackOf(onOnly() as Features);
    expect(result.module.rules).toEqual([]);
    expect(result.resolve.alias).toEqual({});
    expect(plugin.getThemePath).toBeUndefined();
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(['common', 'styles']);
  });

  it('with every feature on, adds each one’s loaders and aliases, and the theme folder', () => {
    const {plugin, result, config} = webpackOf(all);
    const loaders = JSON.stringify(result.module.rules);
    for (const file of [
      'translation-groups/strip.cjs',
      'api-styles/build-styles.cjs',
      'api-server-render/render-on-server.cjs',
      'api-server-render/hydrate-once.cjs',
      'docsearch/suggestions.cjs',
      'docsearch/no-eval-probe.cjs',
      'docs-version/lean.cjs',
      'translate-descriptions/strip.cjs',
    ]) {
      expect(loaders).toContain(file);
    }
    expect(Object.keys(result.resolve.alias)).toEqual(expect.arrayContaining(['crypto-js$', 'pako$', 'rehype-raw$']));
    expect(plugin.getThemePath!()).toMatch(/framework-internals-theme$/);
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(['common', 'styles', 'code-block', 'api-styles']);
  });

  it('refuses an option that names no feature', () => {
    expect(() => frameworkInternals(context(), {features: {...all, slimClient: true}})).toThrow(/unknown feature slimClient/);
  });
});

describe('the bundler cache', () => {
  const versionWith = (features: Features) => {
    const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}, cache: true};
    keyCacheByFeatures(config as never, features);
    return config.experiments.cache.version;
  };

  it('is keyed by the features that are on, so a build with others on reuses nothing they changed', () => {
    expect(versionWith(all)).toMatch(/^client-production-en-3\.10\.2-abc-internals-[0-9a-f]{12}$/);
    expect(versionWith(all)).toBe(versionWith({...all}));
    expect(versionWith(all)).not.toBe(versionWith({...all, translationGroups: false}));
    expect(versionWith(onOnly() as Features)).not.toBe(versionWith(all));
  });

  it('keeps Webpack’s filesystem cache apart too', () => {
    const config = {cache: {type: 'filesystem', version: '3.10.2-abc'}};
    keyCacheByFeatures(config as never, onOnly() as Features);
    expect(config.cache.version).toMatch(/^3\.10\.2-abc-internals-/);
  });
});
