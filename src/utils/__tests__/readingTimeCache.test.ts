import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-blog';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {listFiles} from '../listFiles';
import {cachedReadingTime} from '../readingTimeCache';

const siteDir = path.resolve(__dirname, '../../..');
/** Stands in for the plugin's word count (not exported): the same `Intl.Segmenter` count, 200 words a minute. */
function calculateReadingTime(content: string, locale: string): number {
  const words = [...new Intl.Segmenter(locale, {granularity: 'word'}).segment(content)].filter(
    (segment) => segment.isWordLike,
  ).length;
  return Math.round((words / 200) * 100) / 100;
}
const defaultReadingTime = ({content, locale}: {content: string; locale: string}) =>
  calculateReadingTime(content, locale);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Waits until the cache file, written after the current turn, holds `count` entries. */
async function expectEntriesWritten(file: string, count: number) {
  await nextTurn();
  await vi.waitFor(async () => expect(Object.keys(JSON.parse(await readFile(file, 'utf8')))).toHaveLength(count));
}

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, {recursive: true, force: true});
  folder = undefined;
});

async function cacheFile() {
  folder = await mkdtemp(path.join(os.tmpdir(), 'reading-time-'));
  return path.join(folder, 'nested', 'blog.json');
}

describe('cachedReadingTime', () => {
  it("asks the plugin's count exactly as the plugin's own default option does", async () => {
    const {readingTime: pluginDefault} = validateOptions({
      validate: normalizePluginOptions,
      options: {},
    } as unknown as Parameters<typeof validateOptions>[0]) as PluginOptions;
    const file = await cacheFile();
    const ours = cachedReadingTime(file);
    const params = {content: 'Some words of a post.', locale: 'en', frontMatter: {title: 'A post'}};
    const theirCall = vi.fn(() => 1.25);
    const ourCall = vi.fn(() => 1.25);
    expect(pluginDefault({...params, defaultReadingTime: theirCall})).toBe(1.25);
    expect(ours({...params, defaultReadingTime: ourCall})).toBe(1.25);
    expect(ourCall.mock.calls).toEqual(theirCall.mock.calls);
    // The miss is written after this turn; let it land before the folder is removed (a removal racing the write
    // failed with ENOTEMPTY).
    await expectEntriesWritten(file, 1);
  });

  it('gives, for every post of the blog, the counted figure, first counted and then remembered', async () => {
    const file = await cacheFile();
    const blogDir = path.join(siteDir, 'blog');
    const posts = (await listFiles(blogDir)).filter((name) => /\.mdx?$/.test(name));
    expect(posts.length).toBeGreaterThan(20);
    const contents = posts.map((post) => readFileSync(path.join(blogDir, post), 'utf8'));
    const expected = contents.map((content) => calculateReadingTime(content, 'en'));

    const counting = vi.fn(defaultReadingTime);
    const first = cachedReadingTime(file);
    const counted = contents.map((content) =>
      first({content, locale: 'en', frontMatter: {}, defaultReadingTime: counting}),
    );
    expect(counted).toEqual(expected);
    expect(counting).toHaveBeenCalledTimes(contents.length);
    await expectEntriesWritten(file, new Set(contents).size);

    // The next run reads the file and counts nothing.
    const notCounting = vi.fn(defaultReadingTime);
    const next = cachedReadingTime(file);
    const remembered = contents.map((content) =>
      next({content, locale: 'en', frontMatter: {}, defaultReadingTime: notCounting}),
    );
    expect(remembered).toEqual(expected);
    expect(notCounting).not.toHaveBeenCalled();
    // It counts every post of the blog twice: about 1 s alone, over 5 s (the default limit) on a busy 2-core machine.
  }, 30_000);

  it('counts again when the text or the locale changes, and keeps only the entries of its own run', async () => {
    const file = await cacheFile();
    const text = 'One two three four five. '.repeat(100);
    const first = cachedReadingTime(file);
    first({content: text, locale: 'en', frontMatter: {}, defaultReadingTime});
    first({content: 'Old wording of a post.', locale: 'en', frontMatter: {}, defaultReadingTime});
    await expectEntriesWritten(file, 2);

    const counting = vi.fn(defaultReadingTime);
    const next = cachedReadingTime(file);
    expect(next({content: text, locale: 'en', frontMatter: {}, defaultReadingTime: counting})).toBe(2.5);
    expect(counting).not.toHaveBeenCalled();
    expect(next({content: text, locale: 'fr', frontMatter: {}, defaultReadingTime: counting})).toBe(2.5);
    expect(next({content: `${text} six`, locale: 'en', frontMatter: {}, defaultReadingTime: counting})).toBe(2.51);
    expect(counting).toHaveBeenCalledTimes(2);
    // The old wording was not used in this run, so it is gone.
    await expectEntriesWritten(file, 3);
  });

  it('counts when the file is missing or unreadable', async () => {
    const file = await cacheFile();
    const readingTime = cachedReadingTime(path.join(file, 'not-a-folder', '\0bad'));
    expect(readingTime({content: 'a b c', locale: 'en', frontMatter: {}, defaultReadingTime})).toBe(0.02);
  });
});
