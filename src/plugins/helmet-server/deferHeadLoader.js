// Rspack loader for react-helmet-async's built files (lib/index.js, lib/index.module.js), applied to the server
// compilation only. While a page renders on the server, every <Head> (a Helmet) that mounts recomputes the head
// state from all the Helmets mounted so far, so a page with n of them reduces n times over up to n instances; the
// result is read once, after the render. This patch defers the computation to that read: the first time the
// provider's context.helmet is read, the state of all mounted Helmets is computed once and stored as before.
//
// Two edits, each checked (the build fails with a clear message when an upgrade changes the file):
// 1. HelmetData's setHelmet defines context.helmet (it may be the deferred getter below) and the data gets a
//    deferEmitChange(run) that, on the server, replaces context.helmet by a getter calling run() once.
// 2. Dispatcher.emitChange first offers itself to deferEmitChange, unless it is that deferred run.
const setHelmet = /setHelmet:function\((\w)\)\{(\w)\.context\.helmet=\1\}/g;
const emitChange = /\.emitChange=function\(\)\{/g;

function countOf(source, pattern) {
  return [...source.matchAll(pattern)].length;
}

function deferHeadState(source) {
  if (countOf(source, setHelmet) !== 1 || countOf(source, emitChange) !== 1) {
    throw new Error(
      'helmet-server: react-helmet-async no longer has the setHelmet/emitChange code this patch expects; ' +
        'update src/plugins/helmet-server/deferHeadLoader.js (see its README)',
    );
  }
  return source
    .replace(
      setHelmet,
      (_, state, data) =>
        `setHelmet:function(${state}){Object.defineProperty(${data}.context,"helmet",{value:${state},writable:!0,configurable:!0,enumerable:!0})},` +
        `deferEmitChange:function(run){if(${data}.canUseDOM)return!1;` +
        `Object.defineProperty(${data}.context,"helmet",{configurable:!0,enumerable:!0,get:function(){run();return ${data}.context.helmet}});return!0}`,
    )
    .replace(
      emitChange,
      '.emitChange=function(){var deferredBy=this;' +
        'if(!this.emittingDeferred&&this.props.context.deferEmitChange&&this.props.context.deferEmitChange(function(){' +
        'deferredBy.emittingDeferred=!0;try{deferredBy.emitChange()}finally{deferredBy.emittingDeferred=!1}}))return;',
    );
}

module.exports = function deferHeadLoader(source) {
  return deferHeadState(source);
};
module.exports.deferHeadState = deferHeadState;
