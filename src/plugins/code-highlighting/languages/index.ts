/**
 * The extra Prism languages of the site (themeConfig.prism.additionalLanguages), in two
 * groups: those most pages with code use, registered with every code block, and those a
 * few pages use, which remarkPrismLanguages imports into just those pages.
 */
import path from 'node:path';

export const everyPageLanguages = ['bash'] as const;
export const onDemandLanguages = ['diff', 'haskell', 'java', 'latex', 'matlab', 'php', 'powershell', 'scss'] as const;
/** Configured for the record, but prism-react-renderer's own Prism already defines them. */
export const builtInLanguages = ['json'] as const;
export type OnDemandLanguage = (typeof onDemandLanguages)[number];

/** Other names Prism gives these languages (a fence may use any of them). */
export const languageAliases: Record<string, OnDemandLanguage> = {hs: 'haskell', tex: 'latex', context: 'latex'};

export function onDemandLanguage(name: string | null | undefined): OnDemandLanguage | undefined {
  const lower = name?.toLowerCase();
  if (!lower) return undefined;
  return (onDemandLanguages as readonly string[]).includes(lower)
    ? (lower as OnDemandLanguage)
    : languageAliases[lower];
}

export const languageModule = (language: string): string => path.join(__dirname, `${language}.ts`);
