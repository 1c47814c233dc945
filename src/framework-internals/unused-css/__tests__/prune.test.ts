import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {classesRemovedButRendered} from '../index';
import {classCorpus, isClassWritten, pruneStylesheet, requiredClasses} from '../prune';

describe('classCorpus', () => {
  it('collects the words of the scripts and the class prefixes completed at run time', () => {
    const corpus = classCorpus([
      'e.className="navbar__item navbar__link";',
      'const o=`plugin-id-${n.plugin.id}`;',
      'return "alert--"+t;',
      'x="badge--".concat(y)',
    ]);
    expect(corpus.words.has('navbar__link')).toBe(true);
    expect(corpus.dynamicPrefixes.sort()).toEqual(['alert--', 'badge--', 'plugin-id-']);
    expect(isClassWritten('plugin-id-docs-tests', corpus)).toBe(true);
    expect(isClassWritten('alert--danger', corpus)).toBe(true);
    expect(isClassWritten('pills__item', corpus)).toBe(false);
    // A longer word that contains the class does not write it.
    expect(isClassWritten('navbar', classCorpus(['"navbar__item"']))).toBe(false);
  });
});

describe('requiredClasses', () => {
  it('lists the classes of the selector itself, not those inside pseudo-class arguments', () => {
    expect(requiredClasses('.menu__link.active>.x:hover')).toEqual(['menu__link', 'active', 'x']);
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':where(.button--primary):not(.button--outline):hover')).toEqual([]);
    expect(requiredClasses('html[data-theme=dark] .c')).toEqual(['c']);
  });
});

describe('pruneStylesheet', () => {
  const corpus = classCorpus(['"button button--primary card" `col--${n}`']);

  it('removes rules that need an unwritten class and keeps the rest', () => {
    const css = '.button{color:red}.pills{margin:0}.pills__item--active{color:blue}.card>.pills{x:1}h1{y:2}';
    const result = pruneStylesheet(css, corpus);
    expect(result.css).toBe('.button{color:red}h1{y:2}');
    expect(result.removed.map((entry) => entry.selector)).toEqual(['.pills', '.pills__item--active', '.card>.pills']);
    expect(result.removed[2]!.missing).toEqual(['pills']);
  });

  it('drops only the dead selectors of a list', () => {
    expect(pruneStylesheet('.button--primary,.button--info{a:b}', corpus).css).toBe('.button--primary{a:b}');
  });

  it('keeps selectors whose only unwritten classes sit inside :not() or :where()', () => {
    const css = '.button:not(.button--outline){a:b}:where(.pills){c:d}';
    expect(pruneStylesheet(css, corpus).css).toBe(css);
  });

  it('keeps classes completed at run time and classes listed to keep', () => {
    const css = '.col--6{a:b}.test-marker-x{c:d}.row--x{e:f}';
    expect(pruneStylesheet(css, corpus, {keep: [/^test-marker-/]}).css).toBe('.col--6{a:b}.test-marker-x{c:d}');
  });

  it('removes at-rules left empty and leaves keyframes alone', () => {
    const css = '@media (min-width:1px){@supports (display:grid){.pills{a:b}}}@keyframes spin{from{a:b}to{c:d}}';
    expect(pruneStylesheet(css, corpus).css).toBe('@keyframes spin{from{a:b}to{c:d}}');
  });
});

describe('classesRemovedButRendered', () => {
  it('finds a removed class in a page that loads the stylesheet, and ignores pages that do not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unused-css-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(
      path.join(dir, 'docs', 'index.html'),
      '<link rel=stylesheet href=/assets/css/s.css><div class="a pills">',
    );
    writeFileSync(path.join(dir, 'plain.html'), '<div class=pills__item>');
    writeFileSync(path.join(dir, 'other.html'), '<link href=/assets/css/s.css><p class=button>');
    const found = await classesRemovedButRendered(dir, new Set(['pills', 'pills__item']));
    expect([...found]).toEqual([['pills', path.join('docs', 'index.html')]]);
  });
});
