/**
 * Lets a production build free the bundler's JavaScript objects before static rendering starts.
 *
 * Docusaurus keeps the client bundler config in scope until the whole build ends, and one plugin of that config
 * (react-loadable-ssr-addon, which writes the client manifest) keeps the compiler it was applied to. That chain holds
 * both compilers (the multi-compiler links them) and their last compilations: about 150 MB of JavaScript heap, still
 * held while the SSG worker threads render the pages and the postBuild plugins run, which is when the build peaks.
 *
 * Once the compiler has shut down (its output is written, the persistent cache stored), nothing reads it any more:
 * the plugin below clears the references the config's plugins keep to it, then asks V8 for one full collection (the
 * main thread has little to allocate during static rendering, so V8 would otherwise keep that heap until postBuild).
 */
import {Session} from 'node:inspector';

/** What the plugin uses of a compiler; Rspack's and webpack's both have it. */
type ClosableCompiler = {
  options: {plugins?: unknown[]};
  hooks: {shutdown: {tap(name: string, callback: () => void): void}};
};

/** Full garbage collection, through the inspector protocol (no `--expose-gc` flag needed). */
function collectGarbage(): Promise<void> {
  return new Promise((resolve) => {
    const session = new Session();
    session.connect();
    session.post('HeapProfiler.collectGarbage', () => {
      // Disconnecting inside the callback would block on the inspector's own lock.
      setImmediate(() => {
        session.disconnect();
        resolve();
      });
    });
  });
}

export class ReleaseCompilerPlugin {
  constructor(private readonly options: {attempts?: number; intervalMs?: number} = {}) {}

  apply(compiler: ClosableCompiler): void {
    const compilerRef = new WeakRef(compiler);
    const {attempts = 3, intervalMs = 1000} = this.options;
    compiler.hooks.shutdown.tap('ReleaseCompilerPlugin', () => {
      const current = compilerRef.deref();
      for (const plugin of current?.options.plugins ?? []) {
        if (plugin && typeof plugin === 'object' && (plugin as {compiler?: unknown}).compiler === current) {
          (plugin as {compiler?: unknown}).compiler = undefined;
        }
      }
      // Docusaurus still holds the compiler until `close()` has called back: collect right after, and again (a few
      // times at most) if it was not yet unreachable.
      let attempt = 0;
      const collect = () => {
        attempt += 1;
        void collectGarbage().then(() => {
          if (compilerRef.deref() !== undefined && attempt < attempts) setTimeout(collect, intervalMs).unref();
        });
      };
      setTimeout(collect, 0).unref();
    });
  }
}
