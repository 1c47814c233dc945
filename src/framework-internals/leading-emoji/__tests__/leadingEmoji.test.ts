import {describe, expect, it} from 'vitest';
import {extractLeadingEmoji} from '../leadingEmoji';
// The package's own file (not exported by its package.json), to compare results with.
import {extractLeadingEmoji as original} from '../../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';

const labels = [
  '',
  'Docs',
  'Getting Started',
  '123 go',
  '#hash',
  '* star',
  ' space first',
  'é accent',
  '© 2024 notice',
  '™ mark',
  '🎉 Party',
  '🎉Party',
  '👍🏽 thumbs',
  '🇫🇷 France',
  '👩‍👩‍👧 family',
  '1️⃣ One',
  '#️⃣ Hash',
  '*️⃣ Star',
  '1⃣ bare keycap',
  '❤️ love',
  '❤ plain heart',
  '☺ smile',
  '🗃 box',
  'Ünïcödé',
  '日本語',
  '→ arrow',
  '✅ done',
];

describe('extractLeadingEmoji', () => {
  it('returns what the package returns', () => {
    for (const label of labels) expect(extractLeadingEmoji(label), JSON.stringify(label)).toEqual(original(label));
  });
});
