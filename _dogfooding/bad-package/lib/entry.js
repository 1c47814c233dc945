// CommonJS only, written the way old packages are: `module.exports` replaced, then a property added to it, and an
// `__esModule` flag that makes bundlers treat `default` as the default export.
module.exports = {default: 'the default export of a CommonJS package'};
module.exports.named = 'a named export added after the fact';
Object.defineProperty(module.exports, '__esModule', {value: true});
