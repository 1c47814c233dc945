/**
 * Drops the style rules that can never match on this site: rules whose selector needs a class that no script of the
 * build ever writes. Infima styles a whole design system (pills, button groups, every spacing step, text colours) of
 * which the site uses a part; what is left unused still costs every reader the stylesheet's download and parse.
 *
 * Conservative by design: a selector is dropped only when a class it needs *outside* any pseudo-class argument is
 * missing (`.a:not(.b)` still matches without `b`, and `:is(.a, .b)` without one of them); element, attribute and
 * id selectors are never judged; `@keyframes`, `@font-face` and custom properties are left alone.
 */
import postcss, {type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** What the scripts of a build can write into a `class` attribute. */
export interface ClassCorpus {
  /** Every word the scripts contain (letters, digits, `-` and `_`). */
  words: Set<string>;
  /** Starts of class names completed at run time (`` `plugin-id-${id}` ``, `"alert--" + type`). */
  dynamicPrefixes: string[];
}

const WORD = /[A-Za-z0-9_-]+/g;
// A word ending in `-` or `_` right before a template substitution, a string concatenation or `.concat(`.
const DYNAMIC_PREFIX = /([A-Za-z][\w-]*[-_])(?:\$\{|["'`]\s*\+|["'`]\.concat\()/g;

export function classCorpus(sources: Iterable<string>): ClassCorpus {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [word] of source.matchAll(WORD)) words.add(word);
    for (const [, prefix] of source.matchAll(DYNAMIC_PREFIX)) prefixes.add(prefix!);
  }
  return {words, dynamicPrefixes: [...prefixes]};
}

export function isClassWritten(name: string, corpus: ClassCorpus): boolean {
  return corpus.words.has(name) || corpus.dynamicPrefixes.some((prefix) => name.startsWith(prefix));
}

/** The classes a selector needs at its own level (not inside `:not()`, `:is()`, `:where()`, `:has()` ...). */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      // The class belongs to the top-level selector when no pseudo-class argument encloses it.
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'pseudo') return;
      }
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

export interface PruneResult {
  css: string;
  /** Selectors dropped, each with the classes that no script writes. */
  removed: {selector: string; missing: string[]}[];
}

export interface PruneOptions {
  /** Classes kept whatever the scripts say (fixtures that exist to be found in the stylesheet). */
  keep?: RegExp[];
}

export function pruneStylesheet(css: string, corpus: ClassCorpus, {keep = []}: PruneOptions = {}): PruneResult {
  const root = postcss.parse(css);
  const removed: PruneResult['removed'] = [];
  const written = new Map<string, boolean>();
  const isWritten = (name: string) => {
    let known = written.get(name);
    if (known === undefined) {
      known = keep.some((pattern) => pattern.test(name)) || isClassWritten(name, corpus);
      written.set(name, known);
    }
    return known;
  };
  root.walkRules((rule: Rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const live: string[] = [];
    for (const selector of rule.selectors) {
      const missing = requiredClasses(selector).filter((name) => !isWritten(name));
      if (missing.length > 0) removed.push({selector, missing});
      else live.push(selector);
    }
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selectors = live;
  });
  // At-rules (media, supports, layer) left without any rule inside.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return {css: root.toString(), removed};
}
