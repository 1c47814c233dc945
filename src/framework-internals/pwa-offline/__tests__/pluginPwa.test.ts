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
