/**
 * Stands in for @docusaurus/theme-common's `utils/usePluralForm.js` (swapped in by ../index.ts): the same
 * `usePluralForm().selectMessage(count, "one|other")`, but English plurals need no `Intl.PluralRules` (one for 1,
 * other otherwise, which is the English rule for the whole counts the theme passes) and other locales make their
 * rules once instead of once per component. A docs category page renders a card per item, each of which made its
 * own `Intl.PluralRules`; the first one loads the browser's plural data: ≈ 100 ms at 4× CPU slowdown on
 * /docs/category/getting-started/, inside the hydration task.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type LocalePlurals = {locale: string; forms: PluralForm[]; select: (count: number) => PluralForm};

// Messages list their forms from small to large counts, whatever order the locale reports them in.
const formOrder: PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const english = (locale: string): LocalePlurals => ({
  locale,
  forms: ['one', 'other'],
  select: (count) => (count === 1 ? 'one' : 'other'),
});

const byLocale = new Map<string, LocalePlurals>();

export function pluralsOf(locale: string): LocalePlurals {
  let plurals = byLocale.get(locale);
  if (plurals) return plurals;
  if (/^en(-|$)/i.test(locale)) {
    plurals = english(locale);
  } else {
    try {
      const rules = new Intl.PluralRules(locale);
      const categories = rules.resolvedOptions().pluralCategories as PluralForm[];
      plurals = {
        locale,
        forms: formOrder.filter((form) => categories.includes(form)),
        select: (count) => rules.select(count) as PluralForm,
      };
    } catch (error) {
      console.error(
        `Intl.PluralRules does not support the locale "${locale}"; plural messages use the English rule. ${(error as Error).message}`,
      );
      plurals = english(locale);
    }
  }
  byLocale.set(locale, plurals);
  return plurals;
}

export function selectMessage(plurals: LocalePlurals, count: number, messages: string): string {
  const variants = messages.split('|');
  if (variants.length === 1) return variants[0]!;
  if (variants.length > plurals.forms.length) {
    console.error(
      `The locale ${plurals.locale} has ${plurals.forms.length} plural forms (${plurals.forms.join(', ')}), but this message has ${variants.length}: ${messages}`,
    );
  }
  // Too few variants: the last one stands for the larger counts.
  const index = plurals.forms.indexOf(plurals.select(count));
  return variants[Math.min(index, variants.length - 1)]!;
}

export function usePluralForm(): {selectMessage: (count: number, pluralMessages: string) => string} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const plurals = pluralsOf(currentLocale);
  return {selectMessage: (count, pluralMessages) => selectMessage(plurals, count, pluralMessages)};
}
