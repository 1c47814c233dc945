import {describe, expect, it} from 'vitest';
import {englishDateFormat} from '../englishDates';

// Every day of three years (a leap year among them) and the shapes the site and the theme use.
const days = Array.from({length: 3 * 366}, (_, index) => Date.UTC(2023, 0, 1) + index * 86_400_000);
const shapes: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
  {dateStyle: 'long', timeZone: 'UTC'},
];

describe('English dates without Intl', () => {
  for (const locale of ['en', 'en-US']) {
    for (const shape of shapes) {
      it(`${locale} ${JSON.stringify(shape)} writes what Intl writes`, () => {
        const ours = englishDateFormat(locale, {calendar: 'gregory', ...shape})!;
        const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...shape});
        for (const day of days) expect(ours.format(new Date(day))).toBe(intl.format(new Date(day)));
      });
    }
  }

  it('leaves other locales, time zones, calendars and shapes to Intl', () => {
    expect(englishDateFormat('fr', shapes[0]!)).toBeNull();
    expect(englishDateFormat('en', {...shapes[0], timeZone: 'Europe/Paris'})).toBeNull();
    expect(englishDateFormat('en', {...shapes[0], calendar: 'japanese'})).toBeNull();
    expect(englishDateFormat('en', {...shapes[0], weekday: 'long'})).toBeNull();
  });
});
