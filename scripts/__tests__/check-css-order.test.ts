import {mkdtemp, mkdir, writeFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {checkBuildCssOrder, findCssOrderProblems} from '../check-css-order.mjs';

const orderedCss = [
  '@layer docusaurus.infima{:root{--ifm-color-scheme:light}}',
  '.test-marker-site-custom-css-unique-rule{color:red}',
  '.test-marker-site-client-module{color:red}',
  '.test-marker-theme-layout{color:red}',
  '.test-marker-site-index-page{color:red}',
];

describe('findCssOrderProblems', () => {
  it('accepts the markers in cascade order', () => {
    expect(findCssOrderProblems(orderedCss.join('\n'))).toEqual([]);
  });

  it('reports a marker that comes too early', () => {
    const swapped = [orderedCss[0], orderedCss[3], orderedCss[1], orderedCss[2], orderedCss[4]].join('\n');
    const problems: string[] = findCssOrderProblems(swapped);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/wrong order: theme component CSS .* comes before client module CSS/);
  });

  it('reports a missing marker by name', () => {
    const problems: string[] = findCssOrderProblems(orderedCss.slice(0, 4).join('\n'));
    expect(problems).toEqual([expect.stringMatching(/^missing marker: home page CSS module/)]);
  });
});

describe('checkBuildCssOrder', () => {
  let buildDir = '';
  afterEach(async () => {
    if (buildDir) await rm(buildDir, {recursive: true, force: true});
  });

  async function fakeBuild(files: Record<string, string>): Promise<string> {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'css-order-'));
    await mkdir(path.join(buildDir, 'assets', 'css'), {recursive: true});
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(buildDir, 'assets', 'css', name), text);
    }
    return buildDir;
  }

  it('passes a build with one well-ordered stylesheet', async () => {
    expect(await checkBuildCssOrder(await fakeBuild({'styles.abc.css': orderedCss.join('')}))).toEqual([]);
  });

  it('fails when the CSS is split into several files', async () => {
    const problems: string[] = await checkBuildCssOrder(
      await fakeBuild({'a.css': orderedCss[0], 'b.css': orderedCss[1]}),
    );
    expect(problems[0]).toMatch(/expected exactly one CSS file .* found 2/);
  });
});
