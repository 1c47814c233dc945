// In the production browser bundle, `@docusaurus/utils-common` is ./utilsCommon.ts, which re-exports the same
// functions without the CommonJS entry's tslib (README.md, entry "utils-common-entry").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {prependAliases} from '../bundler';

export default function plugin(): Plugin {
  return {
    name: 'framework-internals/utils-common-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      prependAliases(config, {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts')});
      return {};
    },
  };
}
