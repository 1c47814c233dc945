import {describe, expect, it, vi} from 'vitest';
import {pluralsOf, selectMessage} from '../pluralForm';

// The hook's context is the browser's; these tests call the functions under it.
vi.mock('@docusaurus/useDocusaurusContext', () => ({default: () => ({i18n: {currentLocale: 'en'}})}));

describe('plural forms without Intl for English', () => {
  it('chooses what Intl.PluralRules chooses in English, for the counts the theme shows', () => {
    const intl = new Intl.PluralRules('en');
    const ours = pluralsOf('en');
    for (let count = 0; count <= 1000; count += 1) expect(ours.select(count), String(count)).toBe(intl.select(count));
    expect(ours.forms).toEqual(['one', 'other']);
  });

  it('picks the variant of a message by count, the last one for missing forms', () => {
    const en = pluralsOf('en');
    expect(selectMessage(en, 1, 'One page matches|{count} pages match')).toBe('One page matches');
    expect(selectMessage(en, 0, 'One page matches|{count} pages match')).toBe('{count} pages match');
    expect(selectMessage(en, 7, 'Only one form')).toBe('Only one form');
  });

  it('uses the locale rules elsewhere, in small-to-large order, and reports messages with too many variants', () => {
    const arabic = pluralsOf('ar');
    expect(arabic.forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(selectMessage(arabic, 2, 'a|b|c|d|e|f')).toBe('c');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(selectMessage(pluralsOf('en'), 5, 'a|b|c')).toBe('b');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
