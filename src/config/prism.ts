/**
 * Code highlighting colours of the site. Every token colour keeps a WCAG AA
 * contrast ratio (4.5:1) with its code background; tests/unit/prism-themes.test.ts
 * checks it.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Palette = {
  background: string;
  text: string;
  comment: string;
  string: string;
  number: string;
  keyword: string;
  func: string;
  tag: string;
  attribute: string;
  deleted: string;
  inserted: string;
};

function themeFrom(palette: Palette): PrismTheme {
  return {
    plain: {color: palette.text, backgroundColor: palette.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: palette.comment, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: palette.text}},
      {types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'url'], style: {color: palette.string}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: {color: palette.number}},
      {types: ['keyword', 'atrule', 'important', 'builtin', 'selector'], style: {color: palette.keyword}},
      {types: ['function', 'function-variable', 'class-name', 'maybe-class-name'], style: {color: palette.func}},
      {types: ['tag', 'namespace'], style: {color: palette.tag}},
      {types: ['attr-name', 'property', 'variable', 'parameter'], style: {color: palette.attribute}},
      {types: ['deleted'], style: {color: palette.deleted}},
      {types: ['inserted'], style: {color: palette.inserted}},
    ],
  };
}

export const lightPalette: Palette = {
  background: '#f6f8fa',
  text: '#24292f',
  comment: '#5c6570',
  string: '#0a5c36',
  number: '#0550ae',
  keyword: '#a0265b',
  func: '#6639ba',
  tag: '#116329',
  attribute: '#8a4600',
  deleted: '#b31d28',
  inserted: '#116329',
};

export const darkPalette: Palette = {
  background: '#1f2329',
  text: '#e6e8eb',
  comment: '#9aa4b0',
  string: '#a5e3b5',
  number: '#8cc8ff',
  keyword: '#ff9ac1',
  func: '#d2b8ff',
  tag: '#7ee2a8',
  attribute: '#ffc98a',
  deleted: '#ffa0a0',
  inserted: '#9be9a8',
};

export const prismLight = themeFrom(lightPalette);
export const prismDark = themeFrom(darkPalette);
