/**
 * Runs in the browser: turns the per-line HTML highlighted at build time into the lines the theme would draw, with
 * the line classes the theme computed from the metastring and magic comments (its code-block metadata).
 *
 * The HTML was made from the block's source, magic-comment lines included; the metadata's code is that source
 * without them, every kept line unchanged. So the shown lines are matched to source lines in order.
 */
import {escapeAttribute, escapeText} from './escape';
export type LineClassNames = {
  /** Every line (`token-line`, as the theme's lines). */
  line: string;
  /** With line numbers: the line, its number cell and its content cell. */
  numberedLine: string;
  number: string;
  content: string;
};

export type ComposeInput = {
  /** The code block's source (children of the code element). */
  source: string;
  /** HTML of each source line, from build time. */
  sourceHtml: string[];
  /** The code the theme shows (metadata.code). */
  shownCode: string;
  /** Classes per shown line index (metadata.lineClassNames). */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
  classNames: LineClassNames;
};

/** The lines' HTML, or null when the build-time HTML does not fit the shown code (then the browser highlights). */
export function composeLines({source, sourceHtml, shownCode, lineClassNames, showLineNumbers, classNames}: ComposeInput): string | null {
  const sourceLines = source.replace(/\r?\n$/, '').split(/\r?\n/);
  if (sourceLines.length !== sourceHtml.length) return null;
  const shownLines = shownCode.split('\n');
  let next = 0;
  let html = '';
  for (const [index, shown] of shownLines.entries()) {
    while (next < sourceLines.length && sourceLines[next] !== shown) next += 1;
    if (next === sourceLines.length) return null;
    const inner = sourceHtml[next]!;
    next += 1;
    const classes = [classNames.line, ...(lineClassNames[index] ?? []), ...(showLineNumbers ? [classNames.numberedLine] : [])];
    const body = showLineNumbers
      ? `<span class="${escapeAttribute(classNames.number)}"></span><span class="${escapeAttribute(classNames.content)}">${inner}</span>`
      : inner;
    html += `<div class="${escapeAttribute(classes.join(' '))}">${body}<br></div>`;
  }
  return html;
}

/** Plain lines (no colours) in the same markup, for a block whose build-time HTML is missing. */
export function escapeLines(source: string): string[] {
  return source
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .map(escapeText);
}
