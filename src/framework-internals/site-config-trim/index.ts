/**
 * Production builds read a copy of `@generated/docusaurus.config` without the plugin, preset and theme options, which
 * only Node reads (./clientConfig.ts; README.md, entry "site-config-trim"). The server render reads the same copy, so
 * the debug config page renders alike on both sides.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prependAliases} from '../bundler';
import {clientConfigModule} from './clientConfig';

export default function plugin(context: LoadContext): Plugin {
  return {
    name: 'framework-internals/site-config-trim',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      const generated = readFileSync(path.join(context.generatedFilesDir, 'docusaurus.config.mjs'), 'utf8');
      const target = path.join(context.generatedFilesDir, 'site-config-trim', 'docusaurus.config.mjs');
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, clientConfigModule(generated));
      prependAliases(config, {'@generated/docusaurus.config$': target});
      return {};
    },
  };
}
