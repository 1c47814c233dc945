// Swaps @docusaurus/theme-common/lib/utils/emojiUtils.js for ./leadingEmoji.ts (README.md of src/framework-internals, entry "leading-emoji").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../bundler';

export default function plugin(): Plugin {
  return moduleReplacement(
    'leading-emoji',
    'theme-common/lib/utils/emojiUtils.js',
    path.join(__dirname, 'leadingEmoji.ts'),
  );
}
