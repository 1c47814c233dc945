/**
 * Server rendering computes each page's head tags once instead of once per <Head> element (README.md): a loader on
 * react-helmet-async for the server compilation. The browser's copy is left as it is.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The package's built files the server bundle may resolve (`module` or `main` field). */
export const helmetBuiltFile = /[\\/]react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/;

export default function helmetServerPlugin(): Plugin {
  return {
    name: 'helmet-server',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {module: {rules: [{test: helmetBuiltFile, use: [{loader: path.join(__dirname, 'deferHeadLoader.js')}]}]}};
    },
  };
}
