import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {createPwaPlugin, registerSwAfterLoadPath, validatePwaOptions} from '../pluginPwa';

const context = {
  outDir: '/tmp/build',
  baseUrl: '/',
  i18n: {currentLocale: 'en'},
  siteConfig: {future: {experimental_router: 'browser'}},
} as unknown as LoadContext;

const environment = process.env.NODE_ENV;
beforeEach(() => {
  process.env.NODE_ENV = 'production';
});
afterEach(() => {
  process.env.NODE_ENV = environment;
});

describe('pwa-offline: the real plugin-pwa behind the door', () => {
  const defaults = (options: Partial<PwaOptions> = {}) => validatePwaOptions(normalizePluginOptions as never, options);

  it('fills plugin-pwa’s defaults and the plugin id', () => {
    const options = defaults();
    expect(options.id).toBe('default');
    expect(options.swRegister).toBe('./registerSw.js');
    expect(options.injectManifestConfig).toEqual({});
  });

  it('registers the service worker with the after-load module instead of plugin-pwa’s own script', () => {
    const plugin = createPwaPlugin(context, defaults());
    expect(plugin?.getClientModules?.()).toEqual([registerSwAfterLoadPath]);
    expect(typeof plugin?.postBuild).toBe('function');
  });

  it('keeps registration off when the site turns it off', () => {
    expect(createPwaPlugin(context, defaults({swRegister: false}))?.getClientModules?.()).toEqual([]);
  });

  it('is absent in development and with the hash router', () => {
    const hashRouter = {...context, siteConfig: {future: {experimental_router: 'hash'}}} as unknown as LoadContext;
    expect(createPwaPlugin(hashRouter, defaults())).toBeNull();
    process.env.NODE_ENV = 'development';
    expect(createPwaPlugin(context, defaults())).toBeNull();
  });
});

describe('pwa-offline under npm start', () => {
  it('validates the options without loading plugin-pwa’s plugin module (it loads workbox-build)', () => {
    // A process of its own: the test runner's module cache already holds the plugin module from the tests above.
    const siteDir = path.resolve(__dirname, '../../../..');
    const script = `
      const jiti = require('jiti')(process.cwd() + '/', {interopDefault: true});
      const {normalizePluginOptions} = require('@docusaurus/utils-validation');
      const offline = jiti('./src/plugins/offline/index.ts');
      const options = offline.validateOptions({validate: normalizePluginOptions, options: {}});
      const plugin = offline.default({baseUrl: '/', siteConfig: {future: {}}}, options);
      const loaded = Object.keys(require.cache).some((file) => /plugin-pwa[\\/]lib[\\/]index[.]js$/.test(file));
      console.log(JSON.stringify({name: plugin.name, id: options.id, loaded}));
    `;
    const output = execFileSync(process.execPath, ['-e', script], {
      cwd: siteDir,
      env: {...process.env, NODE_ENV: 'development'},
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      name: 'docusaurus-plugin-offline',
      id: 'default',
      loaded: false,
    });
  });
});
