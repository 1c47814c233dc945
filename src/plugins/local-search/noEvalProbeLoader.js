// Rspack loader for @docsearch/react's ESM build. DocSearch bundles zod 4, which probes whether the page may compile
// code by calling `new Function("")` (to build faster parsers when it can). Under this site's Content-Security-Policy
// the probe is refused, and the browser reports a policy violation the first time the modal parses data. The probe
// is replaced by its answer on this site, "no": zod then parses without compiled code, with the same results.
const probe = 'try{return new Function(""),!0}catch(e){return!1}';

module.exports = function replaceEvalProbe(source) {
  if (source.includes(probe)) return source.split(probe).join('return!1');
  if (/DocSearchModal\.js$/.test(this.resourcePath)) {
    throw new Error(
      'local-search: @docsearch/react no longer contains the expected zod eval probe; update noEvalProbeLoader.js',
    );
  }
  return source;
};
