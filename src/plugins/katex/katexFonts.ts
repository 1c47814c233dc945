/**
 * Which KaTeX font files a page's formulas draw with, found at build time, so the page can ask for them while its
 * HTML is parsed. Otherwise the browser only asks once KaTeX's stylesheet has loaded and the formulas are laid out,
 * and when the fonts arrive each formula is laid out again with their widths: a layout shift (issue 32).
 *
 * The faces come from KaTeX's own stylesheet (`.katex .mathnormal{font-family:KaTeX_Math;font-style:italic}`...), and
 * each formula is rendered with KaTeX as rehype-katex renders it; a piece of text is drawn with the face of the rule
 * its element matches, or with the base face (`.katex` is KaTeX_Main).
 */
import fs from 'node:fs';
import path from 'node:path';
import katex from 'katex';

type Face = {classes: string[]; file: string};

const baseFontFile = 'KaTeX_Main-Regular.woff2';

function fontFile(family: string, declarations: string): string {
  const bold = /font-weight:(?:700|bold)/.test(declarations);
  const italic = /font-style:italic/.test(declarations);
  const variant = bold && italic ? 'BoldItalic' : bold ? 'Bold' : italic ? 'Italic' : 'Regular';
  return `KaTeX_${family}-${variant}.woff2`;
}

/** The rules of the form `.katex .a.b{…font-family:KaTeX_X…}`: which classes select which font file. */
export function facesOf(css: string): Face[] {
  const faces: Face[] = [];
  for (const [, selectors, declarations] of css.matchAll(/([^{}]+)\{([^{}]*font-family:KaTeX_[^{}]*)\}/g)) {
    if (selectors!.includes('@font-face')) continue;
    const family = /font-family:KaTeX_(\w+)/.exec(declarations!)![1]!;
    for (const selector of selectors!.split(',')) {
      // Only `.katex .a` and `.katex .a.b`: the descendant rules (multi-part delimiters) also match one of these.
      const match = /^\.katex \.([\w-]+(?:\.[\w-]+)*)$/.exec(selector.trim());
      if (match) faces.push({classes: match[1]!.split('.'), file: fontFile(family, declarations!)});
    }
  }
  return faces;
}

/** The font files the drawn text of KaTeX's HTML output (its MathML copy aside) uses. */
export function fontsUsedBy(html: string, faces: Face[]): Set<string> {
  const used = new Set<string>();
  const drawn = html.replace(/<span class="katex-mathml">[\s\S]*?<\/math><\/span>/g, '');
  for (const [, classList, text] of drawn.matchAll(/<span class="([^"]*)"[^>]*>([^<]+)<\/span>/g)) {
    if (!text!.trim()) continue;
    const classes = new Set(classList!.split(/\s+/));
    // The last matching rule wins, as in the cascade.
    const face = faces.filter((candidate) => candidate.classes.every((name) => classes.has(name))).at(-1);
    used.add(face?.file ?? baseFontFile);
  }
  return used;
}

let cachedFaces: Face[] | undefined;

function katexFaces(): Face[] {
  cachedFaces ??= facesOf(
    fs.readFileSync(path.join(path.dirname(require.resolve('katex/dist/katex.min.css')), 'katex.min.css'), 'utf8'),
  );
  return cachedFaces;
}

/** The font files that the given formulas need, in a stable order. */
export function fontsForFormulas(formulas: {tex: string; display: boolean}[]): string[] {
  const faces = katexFaces();
  const used = new Set<string>();
  for (const {tex, display} of formulas) {
    // As rehype-katex renders them; a formula KaTeX cannot parse is shown as its source, in the page's own font.
    const html = katex.renderToString(tex, {displayMode: display, throwOnError: false, strict: 'ignore'});
    for (const file of fontsUsedBy(html, faces)) used.add(file);
  }
  return [...used].sort();
}
