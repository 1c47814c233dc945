import {describe, expect, it} from 'vitest';
import {docCardSvg, wrapLines} from '../cardArt.mjs';
import {socialCardAlt, socialCardPath, socialCardVersionText} from '../cardPath';
import {sectionOf} from '../index';

describe('social cards', () => {
  it('serve each docs page its own card, by permalink', () => {
    expect(socialCardPath('/docs/installation/')).toBe('/img/social-cards/docs/installation.png');
    expect(socialCardPath('/docs/3.7.0/api/plugins/')).toBe('/img/social-cards/docs/3.7.0/api/plugins.png');
    expect(socialCardPath('/')).toBe('/img/social-cards/index.png');
    // The base URL is the site's, not part of the card's path under it.
    expect(socialCardPath('/site/docs/installation/', '/site/')).toBe('/img/social-cards/docs/installation.png');
  });

  it('draw the title, the section and the version, escaped, without emoji', () => {
    const svg = docCardSvg({title: '📦 plugin-content-docs & <friends>', section: 'Plugins', version: 'Version 3.7.0'});
    expect(svg).toContain('Docusaurus docs · Plugins');
    expect(svg).toContain('plugin-content-docs &amp;');
    expect(svg).toContain('&lt;friends&gt;');
    expect(svg).toContain('Version 3.7.0');
    expect(svg).not.toContain('📦');
  });

  it('wrap long titles on at most three lines and shrink long words to fit', () => {
    expect(wrapLines('Using plugins to extend what a site can do for its readers', 22, 3)).toEqual([
      'Using plugins to',
      'extend what a site can',
      'do for its readers',
    ]);
    expect(wrapLines('one two three four five six seven eight nine ten eleven twelve thirteen', 10, 3).at(-1)).toMatch(
      /…$/,
    );
    const size = Number(
      /font-size="(\d+)" font-weight="700"/.exec(
        docCardSvg({title: 'docusaurus-plugin-content-docs-and-more', version: 'v'}),
      )![1],
    );
    expect(size * 0.62 * 'docusaurus-plugin-content-docs-and-more'.length).toBeLessThanOrEqual(1000);
  });

  it('name the section as the breadcrumbs do: the top-level category, unless the page is its own page', () => {
    const sidebars = {
      docs: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          label: 'Guides',
          link: {type: 'doc', id: 'guides/index'},
          items: [{type: 'category', label: 'Docs', items: [{type: 'doc', id: 'guides/docs/versioning'}]}],
        },
      ],
    };
    expect(sectionOf(sidebars, 'guides/docs/versioning')).toBe('Guides');
    expect(sectionOf(sidebars, 'guides/index')).toBeUndefined();
    expect(sectionOf(sidebars, 'intro')).toBeUndefined();
  });

  it('describe the card in its text alternative', () => {
    expect(socialCardVersionText('default', '3.6.3')).toBe('Version 3.6.3');
    expect(socialCardVersionText('community', 'Next')).toBe('Community docs');
    expect(socialCardAlt({title: 'Installation', section: 'Getting Started', versionText: 'Version 3.7.0'})).toBe(
      'Card of the page "Installation" (Getting Started, Version 3.7.0) on the Docusaurus website',
    );
  });
});
