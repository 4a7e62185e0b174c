import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Lightens what every page's script carries: modules swapped for smaller ones
 * with the same exports, and build-only settings left out of the site config;
 * and lets the browser paint the page before the page's code is fetched
 * (each file here says what it does and why).
 */
export default function slimClientPlugin(context: LoadContext): Plugin {
  const generatedConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  // The wiki's docs plugin (id `default`); the API reference's has doc cards.
  const docsVersionData = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs', 'default', 'p');
  const clientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
  return {
    name: 'slim-client',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // String conditions match absolute paths by prefix: this file, that folder.
              test: generatedConfig,
              use: [{loader: path.join(__dirname, 'strip-build-settings.cjs')}],
            },
            {
              test: docsVersionData,
              use: [{loader: path.join(__dirname, 'strip-doc-descriptions.cjs')}],
            },
            {
              test: clientEntry,
              use: [{loader: path.join(__dirname, 'paint-first.cjs')}],
            },
          ],
        },
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.mjs'),
            nprogress$: path.join(__dirname, 'nprogress.mjs'),
          },
        },
      };
    },
  };
}
