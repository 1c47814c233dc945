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

export default function leanEntryPlugin(context: LoadContext): Plugin {
  const themeProgressBar = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
  const progressBar = path.join(__dirname, 'client', 'progressBar.ts');
  const docsClientUtils = /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/;
  const themeCodeWordWrap = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/;
  const themePluralForm = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]usePluralForm\.js$/;
  const themeEmojiUtils = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/;
  const themeReactUtils = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
  const themeIntlUtils = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/;
  return {
    name: 'lean-entry',
    configureWebpack(config, isServer, {currentBundler}) {
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
      }
      // Ours first: the generic `@generated` alias would otherwise win.
      config.resolve ??= {};
      config.resolve.alias = {...alias, ...(config.resolve.alias as Record<string, string>)};
      // These files are imported by relative paths, which an alias does not see; their resolved paths are matched.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        module: {
          rules: [{test: themeReactUtils, use: [{loader: path.join(__dirname, 'codeUnitSortLoader.js')}]}],
        },
        plugins: [
          new NormalModuleReplacementPlugin(themeIntlUtils, path.join(__dirname, 'client', 'intlUtils.ts')),
          new NormalModuleReplacementPlugin(docsClientUtils, path.join(__dirname, 'client', 'docsClientUtils.ts')),
          new NormalModuleReplacementPlugin(themeCodeWordWrap, path.join(__dirname, 'client', 'codeWordWrap.ts')),
          new NormalModuleReplacementPlugin(themePluralForm, path.join(__dirname, 'client', 'pluralForm.ts')),
          new NormalModuleReplacementPlugin(themeEmojiUtils, path.join(__dirname, 'client', 'leadingEmoji.ts')),
        ],
      };
    },
  };
}
