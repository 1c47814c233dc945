/**
 * Small substitutions that keep code and data the browser does not need at start-up
 * out of every page's entry JavaScript (see README.md). Production builds only (the
 * trimmed config is read by the server render too, so both render alike), except the
 * progress bar, which behaves the same in `npm start`.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientConfigModule} from './clientConfig';
import {ReleaseCompilerPlugin} from './releaseCompiler';

export default function leanEntryPlugin(context: LoadContext): Plugin {
  const themeProgressBar = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
  const progressBar = path.join(__dirname, 'client', 'progressBar.ts');
  return {
    name: 'lean-entry',
    configureWebpack(config, isServer) {
      const alias: Record<string, string> = {
        [themeProgressBar]: progressBar,
        [themeProgressBar.replace(/\.js$/, '')]: progressBar,
      };
      if (config.mode === 'production') {
        // Server rendering reads the same trimmed config, so pages that show it (the debug
        // config page) render the same on both sides.
        const generated = readFileSync(path.join(context.generatedFilesDir, 'docusaurus.config.mjs'), 'utf8');
        const target = path.join(context.generatedFilesDir, 'lean-entry', 'docusaurus.config.mjs');
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, clientConfigModule(generated));
        alias['@generated/docusaurus.config$'] = target;
        if (!isServer) alias['@docusaurus/utils-common$'] = path.join(__dirname, 'client', 'utilsCommon.ts');
        // Build memory, not entry weight: see releaseCompiler.ts.
        if (!isServer) config.plugins = [...(config.plugins ?? []), new ReleaseCompilerPlugin()];
      }
      // Ours first: the generic `@generated` alias would otherwise win.
      config.resolve ??= {};
      config.resolve.alias = {...alias, ...(config.resolve.alias as Record<string, string>)};
      return {};
    },
  };
}
