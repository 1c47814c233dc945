import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {rspack, type RspackOptions} from '@rspack/core';
import {afterEach, describe, expect, it} from 'vitest';
import {bundlerCachesMinifiedScripts, MinifyCachePlugin, minimizerFingerprint, type MinifyCacheReport} from '../index';
import {MinifiedStore} from '../store';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, {recursive: true, force: true});
  dir = '';
});

const entry = (greeting: string) =>
  `export function greet(personName) {\n  const message = "${greeting}, " + personName;\n  return message;\n}\nconsole.log(greet("reader"));\n`;

/** One production build of src/a.js with the plugin; resolves with the emitted script and the plugin's report. */
async function build(options: Partial<RspackOptions> = {}): Promise<{script: string; report?: MinifyCacheReport}> {
  let report: MinifyCacheReport | undefined;
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './src/a.js',
    output: {path: path.join(dir, 'out'), filename: 'main.js'},
    plugins: [new MinifyCachePlugin(new MinifiedStore(path.join(dir, 'cache')), (latest) => (report = latest))],
    ...options,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  return {script: await readFile(path.join(dir, 'out/main.js'), 'utf8'), report};
}

async function site(greeting: string): Promise<void> {
  dir ||= await mkdtemp(path.join(os.tmpdir(), 'minify-cache-'));
  await rm(path.join(dir, 'src'), {recursive: true, force: true});
  await mkdir(path.join(dir, 'src'), {recursive: true});
  await writeFile(path.join(dir, 'src/a.js'), entry(greeting));
}

describe('minify-cache', () => {
  it('stores what the minimizer wrote, and a rebuild serves it without minifying again', async () => {
    await site('Hello');
    const first = await build();
    expect(first.report).toEqual({reused: 0, minified: 1});
    expect(first.script).not.toContain('personName');

    // Proof that the second build reads the store: an entry changed by hand is what it emits.
    const [entryFile] = await readdir(path.join(dir, 'cache'));
    await writeFile(path.join(dir, 'cache', entryFile), `/*from the store*/${first.script}`);
    const second = await build();
    expect(second.report).toEqual({reused: 1, minified: 0});
    expect(second.script).toBe(`/*from the store*/${first.script}`);
  }, 30000);

  it('minifies a changed script again and drops the entry no build uses any more', async () => {
    await site('Hello');
    await build();
    await site('Good morning');
    const changed = await build();
    expect(changed.report).toEqual({reused: 0, minified: 1});
    expect(changed.script).toContain('Good morning');
    expect(await readdir(path.join(dir, 'cache'))).toHaveLength(1);
  }, 30000);

  it('keeps out of builds that do not minify, or not with the SWC minimizer alone', async () => {
    await site('Hello');
    const unminified = await build({optimization: {minimize: false}});
    expect(unminified.report).toBeUndefined();
    expect(unminified.script).toContain('personName');

    const webpackLike = {webpack: {rspackVersion: '1'}, options: {optimization: {minimize: true, minimizer: []}}};
    expect(minimizerFingerprint(webpackLike)).toBeUndefined();
    class SwcJsMinimizerRspackPlugin {
      constructor(readonly _args: unknown[]) {}
    }
    const restricted = {
      ...webpackLike,
      options: {optimization: {minimize: true, minimizer: [new SwcJsMinimizerRspackPlugin([{exclude: /vendor/}])]}},
    };
    expect(minimizerFingerprint(restricted)).toBeUndefined();
    const plain = {
      ...webpackLike,
      options: {
        optimization: {minimize: true, minimizer: [new SwcJsMinimizerRspackPlugin([{minimizerOptions: {ecma: 2020}}])]},
      },
    };
    expect(minimizerFingerprint(plain)).toContain('"ecma":2020');
    const withFunction = {
      ...webpackLike,
      options: {optimization: {minimize: true, minimizer: [plain.options.optimization.minimizer[0], () => {}]}},
    };
    expect(minimizerFingerprint(withFunction)).toBeUndefined();
  }, 30000);

  it('treats the store as best effort: an entry that cannot be written is not an error', async () => {
    await site('Hello');
    // A folder that cannot exist: its parent is a file.
    const store = new MinifiedStore(path.join(dir, 'src/a.js', 'cache'));
    expect(await store.write(store.key('x', 'fingerprint'), 'y')).toBe(false);
    expect(await store.read(store.key('x', 'fingerprint'))).toBeUndefined();
  });
});

describe('minify-cache under Rspack 2', () => {
  it('stays out when the bundler caches its minimizer output itself (Rspack ≥ 2), and applies to Rspack 1', () => {
    expect(bundlerCachesMinifiedScripts({name: 'rspack', instance: {rspackVersion: '2.0.0-beta.3'}})).toBe(true);
    expect(bundlerCachesMinifiedScripts({name: 'rspack', instance: {rspackVersion: '1.7.4'}})).toBe(false);
    expect(bundlerCachesMinifiedScripts({name: 'webpack', instance: {}})).toBe(false);
    expect(bundlerCachesMinifiedScripts({name: 'rspack', instance: {rspackVersion: rspack.rspackVersion}})).toBe(
      Number.parseInt(rspack.rspackVersion, 10) >= 2,
    );
  });
});
