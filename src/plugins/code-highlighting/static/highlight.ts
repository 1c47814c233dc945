/**
 * Build-time highlighting: Prism tokenises a code block while its Markdown compiles, and each source line becomes a
 * small piece of HTML. The browser then shows that HTML as it is (see src/theme/CodeBlock/Content), so pages whose
 * code blocks are all highlighted here ship no highlighter and do no tokenising.
 *
 * Tokens keep Prism's `token <type>` class, reduced to the one type whose colour wins (the theme's styles are
 * applied in type order, the last one winning, as prism-react-renderer does); the colours themselves come from a
 * stylesheet generated from the same themes (tokenStylesheet.ts), one set per colour mode. Tokens drawn in the
 * plain text colour in every theme need no span at all.
 */
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import '../languages/all';
import {escapeText} from './escape';

type Token = {types: string[]; content: string; empty?: boolean};
type StyleDictionary = Record<string, Record<string, unknown>>;

/** Type → merged style, as prism-react-renderer builds it for a language. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) dictionary[type] = {...dictionary[type], ...entry.style};
  }
  return dictionary;
}

export type StaticHighlighter = (code: string, language: string) => string[];

/**
 * Returns a function giving, for each line of a code block, the HTML of its tokens (no line wrapper: the browser
 * adds line numbers and highlighted-line classes, which depend on the theme's settings).
 */
export function createStaticHighlighter(themes: PrismTheme[]): StaticHighlighter {
  const [mainTheme] = themes;
  if (!mainTheme) throw new Error('createStaticHighlighter needs at least one Prism theme');
  const dictionaries = new Map<string, StyleDictionary[]>();
  const dictionariesFor = (language: string) => {
    let found = dictionaries.get(language);
    if (!found) {
      found = themes.map((theme) => styleDictionary(theme, language));
      dictionaries.set(language, found);
    }
    return found;
  };

  /** The class a token needs, or null when it is drawn like plain text in every theme. */
  function resolveTokenClass(types: string[], language: string): string | null {
    const languageDictionaries = dictionariesFor(language);
    const main = languageDictionaries[0]!;
    const styled = types.filter((type) => main[type]);
    const winner = styled[styled.length - 1];
    if (!winner) return null;
    const looksPlain = languageDictionaries.every((dictionary, index) => {
      const merged = Object.assign({}, ...types.map((type) => dictionary[type]));
      const plainColour = themes[index]!.plain.color;
      return Object.keys(merged).every((key) => key === 'color' && merged.color === plainColour);
    });
    return looksPlain ? null : winner;
  }

  // A block repeats a handful of type lists thousands of times: each is resolved once per language.
  const tokenClasses = new Map<string, string | null>();
  function tokenClass(types: string[], language: string): string | null {
    const key = `${language}\u0000${types.join('\u0000')}`;
    if (!tokenClasses.has(key)) tokenClasses.set(key, resolveTokenClass(types, language));
    return tokenClasses.get(key) ?? null;
  }

  return (code, rawLanguage) => {
    const language = rawLanguage.toLowerCase();
    const source = code.replace(/\r?\n$/, '');
    const grammar = Prism.languages[language];
    let lines: Token[][];
    if (grammar) {
      const environment = {code: source, grammar, language, tokens: [] as unknown[]};
      Prism.hooks.run('before-tokenize', environment);
      environment.tokens = Prism.tokenize(source, grammar);
      Prism.hooks.run('after-tokenize', environment);
      lines = normalizeTokens(environment.tokens as never) as Token[][];
    } else {
      lines = source.split(/\r?\n/).map((line) => [{types: ['plain'], content: line}]);
    }
    return lines.map((line) => {
      let html = '';
      let openClass: string | null = null;
      let run = '';
      const flush = () => {
        if (run) html += openClass ? `<span class="token ${openClass}">${escapeText(run)}</span>` : escapeText(run);
        run = '';
      };
      for (const token of line) {
        // An empty line is one "\n" token; the browser draws it with a line break instead.
        const content = token.empty ? '' : token.content;
        if (!content) continue;
        const className = tokenClass(token.types, language);
        if (className !== openClass) {
          flush();
          openClass = className;
        }
        run += content;
      }
      flush();
      return html;
    });
  };
}
