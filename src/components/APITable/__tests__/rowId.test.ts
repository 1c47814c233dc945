import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {hashTarget, nodeText, rowId} from '../rowId';

describe('nodeText', () => {
  it('collects nested text in order', () => {
    const node = createElement(
      'td',
      null,
      createElement('code', null, 'prism'),
      '.',
      createElement('b', null, 'theme'),
      2,
    );
    expect(nodeText(node)).toBe('prism.theme2');
  });
  it('ignores empty values', () => {
    expect(nodeText([null, undefined, false, 'a'])).toBe('a');
  });
});

describe('rowId', () => {
  it('slugifies the first cell text', () => {
    expect(rowId('Prism Theme')).toBe('prism-theme');
    expect(rowId('--ifm-color-primary')).toBe('ifm-color-primary');
    expect(rowId('  `showLineNumbers` ')).toBe('showlinenumbers');
    expect(rowId('title="file.js"')).toBe('title-file-js');
  });
  it('keeps non-ASCII letters', () => {
    expect(rowId('Überschrift Größe')).toBe('überschrift-größe');
  });
  it('prefixes with the table name', () => {
    expect(rowId('path', 'docs-options')).toBe('docs-options-path');
  });
});

describe('hashTarget', () => {
  it('decodes the hash and handles empty ones', () => {
    expect(hashTarget('#title')).toBe('title');
    expect(hashTarget('#%C3%BCber')).toBe('über');
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
  });
});
