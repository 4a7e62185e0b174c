// Build-time change for @docsearch/react 4.7: the copy of zod bundled into it
// probes whether eval works (`new Function("")`) when the search modal opens, to
// pick a faster validator. Under the site's Content-Security-Policy (no
// 'unsafe-eval') the probe is refused and reported as a policy violation on
// every page. The answer is known ahead of time, so the probe is replaced by it
// ("no"): zod then uses the validator it would use after a refused probe. If a
// DocSearch update changes the code, the build fails here so this can be adapted.
const probe = /try\{return new Function\(""\),!0\}catch\(\w+\)\{return!1\}/g;

function withoutEvalProbe(source) {
  if (!probe.test(source)) {
    throw new Error(
      'framework-internals (docsearchNoEvalProbe): the eval probe to remove was not found in @docsearch/react; build with FRAMEWORK_INTERNALS=-docsearchNoEvalProbe to turn it off, and see plugins/framework-internals/README.md',
    );
  }
  probe.lastIndex = 0;
  return source.replace(probe, 'return!1');
}

module.exports = function noEvalProbeLoader(source) {
  return withoutEvalProbe(source);
};
module.exports.withoutEvalProbe = withoutEvalProbe;
