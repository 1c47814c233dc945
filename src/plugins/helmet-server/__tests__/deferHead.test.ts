import {readFileSync} from 'node:fs';
import Module, {createRequire} from 'node:module';
import path from 'node:path';
import {createElement as h, type ComponentType, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {helmetBuiltFile} from '../index';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {deferHeadState} = require('../deferHeadLoader.js') as {deferHeadState: (source: string) => string};

type HelmetModule = {Helmet: ComponentType<Record<string, unknown>>; HelmetProvider: ComponentType<{context: object; children?: ReactNode}>};

/** The package's CommonJS build, as it is or patched, evaluated where it lives so that its own requires resolve. */
function loadHelmet(patched: boolean): HelmetModule {
  const file = require.resolve('react-helmet-async');
  const source = readFileSync(file, 'utf8');
  const loaded = new Module(file) as Module & {_compile(code: string, filename: string): void; paths: string[]};
  loaded.filename = file;
  loaded.paths = (Module as unknown as {_nodeModulePaths(dir: string): string[]})._nodeModulePaths(path.dirname(file));
  loaded._compile(patched ? deferHeadState(source) : source, file);
  return loaded.exports as HelmetModule;
}

/** A page with several Heads, as the theme renders them: site defaults, then the page's own, nested. */
function renderPage({Helmet, HelmetProvider}: HelmetModule) {
  const context: {helmet?: Record<string, {toString(): string}>} = {};
  const body = renderToString(
    h(HelmetProvider, {context}, [
      h(Helmet, {key: 1, htmlAttributes: {lang: 'en', class: 'site'}}, h('meta', {name: 'generator', content: 'Docusaurus'})),
      h(Helmet, {key: 2, titleTemplate: '%s | Docusaurus'}, h('title', null, 'Site')),
      h('main', {key: 3}, [
        h(Helmet, {key: 'a', htmlAttributes: {class: 'docs-page'}}, [h('title', {key: 't'}, 'Versioning'), h('link', {key: 'l', rel: 'canonical', href: 'https://docusaurus.io/docs/versioning'})]),
        h(Helmet, {key: 'b'}, h('meta', {name: 'description', content: 'Snapshots of the docs.'})),
        h('p', {key: 'p'}, 'Text'),
      ]),
    ]),
  );
  return {body, context};
}

const heads = (context: {helmet?: Record<string, {toString(): string}>}) =>
  Object.fromEntries(['htmlAttributes', 'title', 'meta', 'link', 'script', 'bodyAttributes'].map((key) => [key, context.helmet![key]!.toString()]));

describe('deferHeadLoader', () => {
  it('applies to the built files the server bundle can resolve', () => {
    expect(helmetBuiltFile.test(require.resolve('react-helmet-async'))).toBe(true);
    expect(helmetBuiltFile.test(path.join(path.dirname(require.resolve('react-helmet-async')), 'index.module.js'))).toBe(true);
  });

  it('patches both built files, and fails loudly on a file it does not recognise', () => {
    const lib = path.dirname(require.resolve('react-helmet-async'));
    for (const file of ['index.js', 'index.module.js']) {
      expect(deferHeadState(readFileSync(path.join(lib, file), 'utf8'))).toContain('deferEmitChange');
    }
    expect(() => deferHeadState('module.exports = {}')).toThrow(/update src\/plugins\/helmet-server/);
  });

  it('renders the same head as the package, computed when it is read instead of at every <Head>', () => {
    const original = renderPage(loadHelmet(false));
    const patched = renderPage(loadHelmet(true));
    expect(patched.body).toBe(original.body);
    // Deferred: until the page reads it, context.helmet is the getter the patch defines.
    expect(typeof Object.getOwnPropertyDescriptor(patched.context, 'helmet')?.get).toBe('function');
    expect(heads(patched.context)).toEqual(heads(original.context));
    expect(heads(patched.context).title).toContain('Versioning | Docusaurus');
    expect(heads(patched.context).htmlAttributes).toContain('docs-page');
    // Read once, the state is a plain value again.
    expect(Object.getOwnPropertyDescriptor(patched.context, 'helmet')?.value).toBeDefined();
  });
});
