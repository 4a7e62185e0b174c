// Loader for the generated site config that every page's script imports
// (.docusaurus/docusaurus.config.mjs): drops the options of presets, plugins
// and themes, which only the build reads.
const buildOnlyKeys = ['presets', 'plugins', 'themes'];

module.exports = function stripBuildSettings(source) {
  const start = source.indexOf('export default ');
  if (start === -1) throw new Error('slim-client: unexpected generated config');
  const config = JSON.parse(source.slice(start + 'export default '.length).trim().replace(/;$/, ''));
  for (const key of buildOnlyKeys) delete config[key];
  return `export default ${JSON.stringify(config)};`;
};
