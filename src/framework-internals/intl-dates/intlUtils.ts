/**
 * Stands in for @docusaurus/theme-common's `utils/IntlUtils.js` (swapped in by ../index.ts): the same two hooks, but
 * a date format is made once per locale, calendar and options instead of on every render, and the English dates the
 * site shows need no `Intl` at all (englishDates.ts). Making an `Intl.DateTimeFormat` is slow (the browser loads
 * locale data for it) and a blog list made one per post: on /blog/ it was the largest piece of script work of
 * hydration (≈ 80 ms at 4× CPU slowdown).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {englishDateFormat, type DateFormat} from '@site/src/utils/englishDates';

const formats = new Map<string, DateFormat>();

export function useCalendar(): string | undefined {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]?.calendar;
}

// The theme's components only call `format`.
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const key = JSON.stringify([currentLocale, calendar, options]);
  let format = formats.get(key);
  if (!format) {
    format =
      englishDateFormat(currentLocale, {calendar, ...options}) ??
      new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
    formats.set(key, format);
  }
  return format;
}
