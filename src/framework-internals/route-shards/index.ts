/**
 * Keeps the route table out of the entry bundle.
 *
 * Docusaurus ships every route of the site (paths, chunk names, module loaders) in the
 * JavaScript each page loads first, so that JavaScript grows with every docs version,
 * blog post and changelog release. In production browser builds this plugin splits the
 * generated table: top-level routes and small groups stay in the entry bundle; each docs
 * version, and each big group of sibling pages (/blog/, /changelog/, /tests/...), becomes
 * a small "shard" module loaded only when a path inside it is preloaded or prefetched.
 * The server build and `docusaurus start` keep the original table.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {emitShardFiles, parseRegistryModule, parseRoutesModule, planShards, type ChunkNames} from './shardRoutes';

export type RouteShardsOptions = {minRoutes?: number};

const coreClientFile = (name: string) => require.resolve(`@docusaurus/core/lib/client/${name}`);

export default function routeShardsPlugin(context: LoadContext, options: RouteShardsOptions = {}): Plugin {
  const minRoutes = options.minRoutes ?? 16;
  const outDir = path.join(context.generatedFilesDir, 'route-shards');
  return {
    name: 'framework-internals/route-shards',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const generated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const plan = planShards(parseRoutesModule(generated('routes.js')), {minRoutes});
      const files = emitShardFiles(
        plan,
        parseRegistryModule(generated('registry.js')),
        JSON.parse(generated('routesChunkNames.json')) as Record<string, ChunkNames>,
        path.join(__dirname, 'client', 'shards'),
      );
      rmSync(outDir, {recursive: true, force: true});
      mkdirSync(outDir, {recursive: true});
      for (const [name, code] of Object.entries(files)) writeFileSync(path.join(outDir, name), code);

      // Ours first: the generic `@generated` alias would otherwise win.
      config.resolve ??= {};
      config.resolve.alias = {
        '@generated/routes$': path.join(outDir, 'routes.js'),
        '@generated/registry$': path.join(outDir, 'registry.js'),
        '@generated/routesChunkNames$': path.join(outDir, 'routesChunkNames.js'),
        ...(config.resolve.alias as Record<string, string>),
      };
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = (coreFile: string, ours: string) =>
        new NormalModuleReplacementPlugin(
          new RegExp(`${coreFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          path.join(__dirname, 'client', ours),
        );
      // Its `gca` name → id table is only read by core's docusaurus.js, replaced below (≈ 7 KB gzip).
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      config.plugins.push(
        replace(coreClientFile('preload.js'), 'preload.ts'),
        replace(coreClientFile('docusaurus.js'), 'docusaurus.ts'),
      );
      // Chunk ids equal to chunk names: the runtime then needs no id → name table either.
      config.optimization = {...config.optimization, chunkIds: 'named'};
      // The runtime lists the content hash of every lazily loaded chunk; 6 hex digits instead of 8
      // still tell apart ~16 million versions of one file (≈ 1 KB gzip on every page).
      config.output = {...config.output, chunkFilename: 'assets/js/[name].[contenthash:6].js'};
      return {};
    },
  };
}
