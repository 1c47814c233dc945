import {describe, expect, it} from 'vitest';
import {Joi} from '@docusaurus/utils-validation';
import {optionPaths, type JoiDescription} from '../joi';
import {
  compareCoverage,
  documentedDefaults,
  documentedPaths,
  joinPath,
  mergeDocumented,
  parseDefaultCell,
  typecheckBlocks,
} from '../markdown';
import {cliPaths, longFlag} from '../cli';
import {docusaurusClientExports, typeMemberNames} from '../dts';

const describeSchema = (schema: {describe(): unknown}) => schema.describe() as JoiDescription;

describe('optionPaths', () => {
  it('lists nested keys, pattern keys and array item keys, and skips forbidden ones', () => {
    const schema = Joi.object({
      path: Joi.string().default('docs'),
      removed: Joi.any().forbidden(),
      feed: Joi.object({type: Joi.string(), limit: Joi.number()}),
      versions: Joi.object().pattern(Joi.string(), Joi.object({label: Joi.string()})),
      redirects: Joi.array().items(Joi.object({from: Joi.string(), to: Joi.string()})),
    });
    expect(optionPaths(describeSchema(schema))).toEqual([
      'feed',
      'feed.limit',
      'feed.type',
      'path',
      'redirects',
      'redirects[].from',
      'redirects[].to',
      'versions',
      'versions.*.label',
    ]);
  });

  it('names array items by their type when the schema switches on `type`', () => {
    const item = Joi.object({position: Joi.string()}).when('.', {
      switch: [
        {
          is: Joi.object({type: Joi.string().required().equal('doc')}).unknown(),
          then: Joi.object({docId: Joi.string()}),
        },
        {is: Joi.object({type: Joi.string().forbidden()}).unknown(), then: Joi.object({href: Joi.string()})},
      ],
    });
    expect(optionPaths(describeSchema(Joi.object({items: Joi.array().items(item)})))).toEqual([
      'items',
      'items[].position',
      'items[doc].docId',
      'items[untyped].href',
    ]);
  });

  it('merges the object branches of alternatives and stops at nested arrays', () => {
    const schema = Joi.object({
      links: Joi.alternatives().try(
        Joi.array().items(Joi.object({title: Joi.string(), items: Joi.array().items(Joi.object({to: Joi.string()}))})),
        Joi.array().items(Joi.object({label: Joi.string()})),
      ),
    });
    expect(optionPaths(describeSchema(schema))).toEqual(['links', 'links[].items', 'links[].label', 'links[].title']);
  });
});

describe('documentedPaths', () => {
  const page = [
    '{/* api-ref: plugin-x */}',
    '',
    '| Option | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    "| `path` | `string` | `'docs'` | Where the files are. |",
    "| `onBrokenLinks` \\| any cell text | `'throw'` | | |",
    '',
    '{/* api-ref: plugin-x versions.<version> */}',
    '| Key | Description |',
    '| --- | --- |',
    '| `label` | The label. |',
    '',
    '{/* api-ref: cli start */}',
    '| Option | Description |',
    '| --- | --- |',
    '| `-p, --port <port>` | The port. |',
    '',
    '```md',
    '{/* api-ref: ignored-in-code */}',
    '```',
    '| `not-marked` | A table without a marker is ignored. |',
  ].join('\n');

  it('reads the first code span of marked tables, with prefixes and placeholders', () => {
    expect(documentedPaths(page)).toEqual({
      'plugin-x': ['onBrokenLinks', 'path', 'versions.*.label'],
      cli: ['start --port'],
    });
  });

  it('keeps the Default cell of tables that have a Default column', () => {
    expect(documentedDefaults(page)).toEqual({
      // The escaped pipe keeps the first cell whole, so 'throw' sits in the Type column here.
      'plugin-x': {path: "`'docs'`", onBrokenLinks: ''},
    });
  });

  it('rejects a marker without a table', () => {
    expect(() => documentedPaths('{/* api-ref: plugin-x */}\n\nSome prose.')).toThrow(/not followed by a table/);
  });

  it('documents a row under each prefix of a comma-separated list', () => {
    const mdx = [
      '{/* api-ref: fm authors,authors[] */}',
      '| Key | What |',
      '| --- | --- |',
      '| `name` | The name. |',
    ].join('\n');
    expect(documentedPaths(mdx)).toEqual({fm: ['authors.name', 'authors[].name']});
  });

  it('joins CLI command rows and option rows', () => {
    expect(joinPath('cli', undefined, 'docusaurus start [siteDir]')).toBe('start');
    expect(joinPath('cli', 'build', '--no-minify')).toBe('build --no-minify');
    expect(joinPath('site-config', 'i18n.localeConfigs.<locale>', 'label')).toBe('i18n.localeConfigs.*.label');
  });

  it('merges pages', () => {
    expect(mergeDocumented([{a: ['x']}, {a: ['y'], b: ['z']}])).toEqual({a: ['x', 'y'], b: ['z']});
  });
});

describe('parseDefaultCell', () => {
  it('reads literal defaults and refuses prose', () => {
    expect(parseDefaultCell("`'docs'`")).toEqual({value: 'docs'});
    expect(parseDefaultCell('`10`')).toEqual({value: 10});
    expect(parseDefaultCell('`0.5`')).toEqual({value: 0.5});
    expect(parseDefaultCell('`false`')).toEqual({value: false});
    expect(parseDefaultCell('`null`')).toEqual({value: null});
    expect(parseDefaultCell("`'\\|'`")).toEqual({value: '|'});
    expect(parseDefaultCell('none')).toBeUndefined();
    expect(parseDefaultCell("`['rss', 'atom']`")).toBeUndefined();
  });
});

describe('compareCoverage', () => {
  it('reports missing and unknown names per source', () => {
    expect(compareCoverage({s: ['a', 'b']}, {s: ['b', 'c']})).toEqual([
      {source: 's', inPackage: 2, documented: 1, missing: ['a'], unknown: ['c']},
    ]);
  });
});

describe('typecheckBlocks', () => {
  it('extracts only blocks marked typecheck, with their line', () => {
    const mdx = ['text', '```ts title="a.ts" typecheck', 'const a = 1;', '```', '```ts', 'nope', '```'].join('\n');
    expect(typecheckBlocks(mdx)).toEqual([{lang: 'ts', meta: 'title="a.ts" typecheck', code: 'const a = 1;', line: 2}]);
  });
});

describe('CLI helpers', () => {
  it('keeps the long flag', () => {
    expect(longFlag('-p, --port <port>')).toBe('--port');
    expect(longFlag('--no-open')).toBe('--no-open');
  });

  it('lists commands and options, without the catch-all', () => {
    const command = (name: string, flags: string[]) => ({
      name: () => name,
      options: flags.map((f) => ({flags: f, long: longFlag(f)})),
    });
    expect(cliPaths([command('serve', ['--dir <dir>']), command('<command>', [])])).toEqual(['serve', 'serve --dir']);
  });
});

describe('declaration readers', () => {
  it('lists the members of a type alias', () => {
    expect(typeMemberNames('export type P = {name: string; load?: () => void} & {extra: 1};', 'P')).toEqual([
      'extra',
      'load',
      'name',
    ]);
  });

  it('lists runtime exports of @docusaurus modules, naming defaults after the module', () => {
    const dts = `
      declare module '@docusaurus/useBaseUrl' {
        export type BaseUrlOptions = {absolute: boolean};
        export function useBaseUrlUtils(): unknown;
        export default function useBaseUrl(url: string): string;
      }
      declare module '@docusaurus/router' { export {useHistory} from 'react-router-dom'; }
      declare module '@theme/Layout' { export default function Layout(): null; }`;
    expect(docusaurusClientExports(dts)).toEqual([
      {module: '@docusaurus/useBaseUrl', name: 'useBaseUrlUtils'},
      {module: '@docusaurus/useBaseUrl', name: 'useBaseUrl'},
      {module: '@docusaurus/router', name: 'useHistory'},
    ]);
  });
});
