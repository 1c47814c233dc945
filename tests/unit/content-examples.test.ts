/**
 * Sidebars and front-matter examples of the Canary docs, checked by the content plugins' own validation (issue 18):
 * every complete `sidebars.ts`/`sidebars.js` block goes through the docs plugin's `normalizeSidebars` and
 * `validateSidebars`, as when a site loads its sidebars file; every front matter shown in a Markdown block goes to the
 * validator of the plugin it belongs to (docs, blog or pages). Fragments (`// ...`) are counted apart; the versioned
 * docs are checked by versioned-examples.test.ts.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {ConfigExample} from './lib/configExamples';
import {contentValidators, evaluateSidebars, frontMatterExamples, frontMatterOf, pluginOf, sidebarExamples} from './lib/contentExamples';

const require = createRequire(__filename);
const validators = contentValidators(require, require.resolve);
const docsDir = path.join(__dirname, '../../docs');
const where = (example: ConfigExample) => `${path.relative(docsDir, example.page)}:${example.line}`;
const sidebars = sidebarExamples(docsDir);
const frontMatters = frontMatterExamples(docsDir);

describe('sidebars examples of the Canary docs', () => {
  it('finds them (a broken extraction must not pass silently)', () => {
    console.log(`sidebars examples: ${sidebars.complete.length} validated, ${sidebars.fragments} fragments`);
    expect(sidebars.complete.length).toBeGreaterThan(8);
  });

  for (const example of sidebars.complete) {
    it(`${where(example)} is accepted by the docs plugin`, async () => {
      const value = await evaluateSidebars(example);
      expect(() => validators.sidebars(value)).not.toThrow();
    });
  }

  it('rejects an invalid sidebar with the plugin’s message', () => {
    expect(() => validators.sidebars({docs: [{type: 'doc', label: 'No id'}]})).toThrow(/"id" is required/);
  });
});

describe('front matter examples of the Canary docs', () => {
  it('finds them', () => {
    const counts = frontMatters.reduce<Record<string, number>>((all, example) => {
      const plugin = pluginOf(docsDir, example);
      return {...all, [plugin]: (all[plugin] ?? 0) + 1};
    }, {});
    console.log(`front matter examples validated: ${JSON.stringify(counts)}`);
    expect(frontMatters.length).toBeGreaterThan(12);
  });

  for (const example of frontMatters) {
    it(`${where(example)} is accepted by the ${pluginOf(docsDir, example)} plugin`, () => {
      expect(() => validators[pluginOf(docsDir, example)](frontMatterOf(example))).not.toThrow();
    });
  }

  it('rejects an invalid front matter with the plugin’s message', () => {
    expect(() => validators.docs({sidebar_position: 'first'})).toThrow(/sidebar_position/);
    expect(() => validators.blog({date: 'not a date'})).toThrow(/date/);
  });
});
