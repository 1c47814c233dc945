/**
 * The hand-off between plugins that write files after the build and the offline plugin, which must list those files
 * in the service worker's precache. Docusaurus starts every plugin's `postBuild` at the same time, so this is the one
 * place that orders them: a producer announces itself when its plugin is created (long before any `postBuild`), and
 * the offline plugin's `postBuild` waits for every announced producer before the PWA generates its service worker.
 *
 * Plugin files are loaded fresh by Docusaurus (each may get its own copy of this module), so the registry lives on
 * `globalThis` under a registered symbol, shared by every copy in the build process.
 */

/** A file to precache beyond what Workbox's globs already cover, relative to the build folder. */
export type PrecacheFile = {
  /** Path inside the build folder, with `/` separators (for example `pagefind/index/en_1a2b.pf_index`). */
  path: string;
  /** Content hash; the service worker refetches the file when it changes. */
  revision: string;
};

type Producer = {
  promise: Promise<PrecacheFile[]>;
  resolve: (files: PrecacheFile[]) => void;
  reject: (error: unknown) => void;
};

const registryKey = Symbol.for('docusaurus-site.offline.precache-producers');

function registry(): Map<string, Producer> {
  const holder = globalThis as typeof globalThis & {[registryKey]?: Map<string, Producer>};
  holder[registryKey] ??= new Map();
  return holder[registryKey];
}

/**
 * Announces a producer of extra precache files; call it when the plugin is created. Returns the two ways to finish:
 * `done(files)` once the files are written (from the producer's `postBuild`), or `failed(error)`. Announcing the same
 * name again (the next locale's build, a config reload) replaces the earlier announcement.
 */
export function announcePrecacheFiles(producer: string): {
  done: (files: PrecacheFile[]) => void;
  failed: (error: unknown) => void;
} {
  let resolve!: Producer['resolve'];
  let reject!: Producer['reject'];
  const promise = new Promise<PrecacheFile[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Without the offline plugin nobody waits; a failure is then reported by the producer's own postBuild.
  promise.catch(() => undefined);
  registry().set(producer, {promise, resolve, reject});
  return {done: resolve, failed: reject};
}

/** Every announced producer's files, once all of them are done; rejects with the first failure. */
export async function awaitPrecacheFiles(): Promise<PrecacheFile[]> {
  const all = await Promise.all([...registry().values()].map((producer) => producer.promise));
  return all.flat();
}

/** Names of the announced producers (for the build log and the tests). */
export function announcedProducers(): string[] {
  return [...registry().keys()];
}

/** Forgets every announcement (tests). */
export function resetPrecacheProducers(): void {
  registry().clear();
}
