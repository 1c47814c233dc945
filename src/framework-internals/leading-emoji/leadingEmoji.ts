/**
 * Stands in for @docusaurus/theme-common's `utils/emojiUtils.js` (swapped in by ../index.ts): the same
 * `extractLeadingEmoji(label)`, which doc cards use to show a label's leading emoji as their icon. The original made an
 * `Intl.Segmenter` when the entry bundle ran and tested every label's first grapheme against the `\p{RGI_Emoji}`
 * property of strings, whose first use compiles a very large pattern: ≈ 100 ms at 4× CPU slowdown on a docs category
 * page. Most labels start with a plain ASCII character, which cannot begin an emoji unless it is a keycap
 * (`#️⃣`, `*️⃣`, `0️⃣`…`9️⃣`); those return at once, and the segmenter is made on first need.
 */
let segmenter: Intl.Segmenter | undefined;
let emojiGrapheme: RegExp | undefined;

/** ASCII first character, not the start of a keycap sequence (character, optional U+FE0F, U+20E3). */
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included, is meant.
const plainStart = /^(?![#*0-9]\uFE0F?\u20E3)[\x00-\x7F]/;

export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  if (input === '' || plainStart.test(input)) return {emoji: null, rest: input};
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  // Flags, skin tones and joined sequences are one grapheme; digits alone are not emoji.
  emojiGrapheme ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  const first = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!first || !emojiGrapheme.test(first)) return {emoji: null, rest: input};
  return {emoji: first, rest: input.slice(first.length)};
}
