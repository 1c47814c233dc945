/**
 * English dates without `Intl`: the first `Intl.DateTimeFormat` a page makes costs the browser its locale and time
 * zone data (≈ 85 ms at 4× CPU slowdown on /blog/, inside the hydration task). The site is in English and shows dates
 * in three shapes, which this writes exactly as Intl writes them in English (tests/unit compares the two); anything
 * else returns null and goes to Intl. The same code runs in the server render and the browser, so both agree.
 */
const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DateFormat = {format: (date: Date | number) => string};

type Options = Intl.DateTimeFormatOptions & {calendar?: string};

/** A formatter for an English locale and the options the site uses, in UTC; null for anything else. */
export function englishDateFormat(locale: string, options: Options): DateFormat | null {
  if (!/^en(-US)?$/i.test(locale)) return null;
  const {calendar, timeZone, ...shape} = options;
  if ((calendar !== undefined && calendar !== 'gregory') || timeZone !== 'UTC') return null;
  const keys = Object.keys(shape).sort().join(',');
  const monthName = (date: Date) => (shape.month === 'short' ? shortMonths : longMonths)[date.getUTCMonth()]!;
  const withDate = (write: (date: Date) => string): DateFormat => ({format: (date) => write(new Date(date))});
  if (keys === 'dateStyle' && shape.dateStyle === 'long') {
    return withDate((date) => `${longMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
  }
  const numericDay = shape.day === 'numeric';
  const namedMonth = shape.month === 'long' || shape.month === 'short';
  if (keys === 'day,month,year' && numericDay && namedMonth && shape.year === 'numeric') {
    return withDate((date) => `${monthName(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
  }
  if (keys === 'day,month' && numericDay && namedMonth)
    return withDate((date) => `${monthName(date)} ${date.getUTCDate()}`);
  return null;
}
