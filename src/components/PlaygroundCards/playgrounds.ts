/**
 * The online playgrounds that start a fresh Docusaurus site in the browser.
 * docusaurus.new redirects each path to a ready-made sandbox of the classic
 * template; the `-ts` paths give the TypeScript variant of that template.
 */
export const PLAYGROUND_ORIGIN = 'https://docusaurus.new';

export type PlaygroundHost = 'codesandbox' | 'stackblitz';
export type PlaygroundLanguage = 'javascript' | 'typescript';

export type PlaygroundLink = {
  readonly language: PlaygroundLanguage;
  /** Text of the link, e.g. "JavaScript". */
  readonly label: string;
  readonly href: string;
};

export type Playground = {
  readonly host: PlaygroundHost;
  /** Product name shown as the card title. */
  readonly name: string;
  readonly links: readonly PlaygroundLink[];
};

const hostNames: Record<PlaygroundHost, string> = {
  codesandbox: 'CodeSandbox',
  stackblitz: 'StackBlitz',
};

const languageLabels: Record<PlaygroundLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
};

/** URL of one playground, e.g. `https://docusaurus.new/stackblitz-ts`. */
export function playgroundUrl(host: PlaygroundHost, language: PlaygroundLanguage): string {
  const suffix = language === 'typescript' ? '-ts' : '';
  return `${PLAYGROUND_ORIGIN}/${host}${suffix}`;
}

/** One card per host, each with a link per language (JavaScript first). */
export function listPlaygrounds(
  hosts: readonly PlaygroundHost[] = ['codesandbox', 'stackblitz'],
  languages: readonly PlaygroundLanguage[] = ['javascript', 'typescript'],
): Playground[] {
  return hosts.map((host) => ({
    host,
    name: hostNames[host],
    links: languages.map((language) => ({
      language,
      label: languageLabels[language],
      href: playgroundUrl(host, language),
    })),
  }));
}
