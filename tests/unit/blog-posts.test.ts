/**
 * Every blog post must match the facts of record (date, slug, title, authors,
 * tags) and carry what the blog relies on: a truncate marker, a description and
 * an image in its front matter.
 */
import {describe, expect, it} from 'vitest';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

// js-yaml ships without type declarations; it is the YAML parser Docusaurus itself uses.
const yaml = createRequire(import.meta.url)('js-yaml') as {load(source: string): unknown};

const blogDir = path.resolve(__dirname, '../../blog');

type FactPost = {
  path: string;
  date: string;
  /** Only when front matter sets it; otherwise the plugin derives it from the path. */
  slug?: string;
  title: string;
  authors: string[];
  tags: string[];
};

function listPosts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'img' ? [] : listPosts(full);
    return /\.mdx?$/.test(name) ? [path.relative(blogDir, full)] : [];
  });
}

function parse(file: string) {
  const source = readFileSync(path.join(blogDir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: no front matter`);
  return {frontMatter: yaml.load(match[1]) as Record<string, unknown>, body: match[2]};
}

/** The slug the blog plugin derives from a file path (date prefix or folder). */
function pathSlug(file: string): string {
  const dated = /^(\d{4})\/(\d{2})-(\d{2})-(.+?)(\/index)?\.mdx?$/.exec(file);
  return dated ? `/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `/${file.replace(/(\/index)?\.mdx?$/, '')}`;
}

/** Same rule as the blog plugin: a date in the path gives /YYYY/MM/DD/<name>. */
function expectedSlugAndDate(file: string, frontMatter: Record<string, unknown>) {
  const dated = /^(\d{4})\/(\d{2})-(\d{2})-(.+?)(\/index)?\.mdx?$/.exec(file);
  const fmDate = frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : frontMatter.date;
  const date = (fmDate as string | undefined) ?? (dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined);
  const slug = (frontMatter.slug as string | undefined) ?? pathSlug(file);
  return {date, slug};
}

// Facts of record, from the project's research data (blog-facts.json), paths relative to blog/.
// Used twice below (file name and front matter slug).
const visualTestingSlug = 'upgrading-frontend-dependencies-with-confidence-using-visual-regression-testing';
const factPosts: FactPost[] = [
  {
    path: 'releases/3.7/index.mdx',
    date: '2025-01-03',
    title: 'Docusaurus 3.7',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.6/index.mdx',
    date: '2024-11-04',
    title: 'Docusaurus 3.6',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.5/index.mdx',
    date: '2024-08-09',
    title: 'Docusaurus 3.5',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.4/index.mdx',
    date: '2024-05-31',
    title: 'Docusaurus 3.4',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.3/index.mdx',
    date: '2024-05-03',
    title: 'Docusaurus 3.3',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.2/index.mdx',
    date: '2024-03-29',
    title: 'Docusaurus 3.2',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.1/index.mdx',
    date: '2024-01-05',
    title: 'Docusaurus 3.1',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/3.0/index.mdx',
    date: '2023-10-31',
    title: 'Announcing Docusaurus 3.0',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: '2023/09-29-preparing-your-site-for-docusaurus-v3/index.mdx',
    date: '2023-09-29',
    slug: '/preparing-your-site-for-docusaurus-v3',
    title: 'Preparing your site for Docusaurus v3',
    authors: ['slorber'],
    tags: ['maintenance'],
  },
  {
    path: `2023/09-22-${visualTestingSlug}/index.mdx`,
    date: '2023-09-22',
    slug: `/${visualTestingSlug}`,
    title: 'Upgrading frontend dependencies with confidence',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/2.4/index.mdx',
    date: '2023-03-23',
    title: 'Docusaurus 2.4',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/2.3/index.mdx',
    date: '2023-01-27',
    title: 'Docusaurus 2.3',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: 'releases/2.2/index.mdx',
    date: '2022-10-29',
    title: 'Docusaurus 2.2',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: '2022/09-01-docusaurus-2.1/index.mdx',
    date: '2022-09-01',
    title: 'Docusaurus 2.1',
    authors: ['slorber'],
    tags: ['release'],
  },
  {
    path: '2022/08-01-announcing-docusaurus-2.0/index.mdx',
    date: '2022-08-01',
    title: 'Announcing Docusaurus 2.0',
    authors: ['slorber', 'Josh-Cena', 'yangshun', 'lex111', 'zpao', 'JMarcey'],
    tags: ['release'],
  },
  {
    path: '2022/01-24-docusaurus-2021-recap/index.mdx',
    date: '2022-01-24',
    title: 'Docusaurus 2021 Recap',
    authors: ['Josh-Cena'],
    tags: ['recap'],
  },
  {
    path: '2021/11-21-algolia-docsearch-migration/index.mdx',
    date: '2021-11-21',
    title: 'DocSearch migration',
    authors: ['shortcuts', 'slorber'],
    tags: ['search'],
  },
  {
    path: '2021/05-12-announcing-docusaurus-two-beta/index.mdx',
    date: '2021-05-12',
    title: 'Announcing Docusaurus 2 Beta',
    authors: ['slorber', 'JMarcey', 'yangshun', 'lex111'],
    tags: ['release', 'beta'],
  },
  {
    path: '2021/03-09-releasing-docusaurus-i18n.mdx',
    date: '2021-03-09',
    title: 'Releasing Docusaurus i18n',
    authors: ['slorber'],
    tags: ['release', 'i18n'],
  },
  {
    path: '2021/01-19-docusaurus-2020-recap.mdx',
    date: '2021-01-19',
    title: 'Docusaurus 2020 Recap',
    authors: ['slorber'],
    tags: ['recap'],
  },
  {
    path: '2020/01-07-tribute-to-endi.mdx',
    date: '2020-01-07',
    title: 'Tribute to Endi',
    authors: ['JMarcey'],
    tags: ['endi', 'tribute'],
  },
  {
    path: '2019/12-30-docusaurus-2019-recap.mdx',
    date: '2019-12-30',
    title: 'Docusaurus 2019 Recap',
    authors: ['yangshun'],
    tags: ['recap'],
  },
  {
    path: '2018/12-14-Happy-First-Birthday-Slash.mdx',
    date: '2018-12-14',
    title: 'Happy 1st Birthday Slash!',
    authors: ['JMarcey'],
    tags: ['birth'],
  },
  {
    path: '2018/09-11-Towards-Docusaurus-2.mdx',
    date: '2018-09-11',
    title: 'Towards Docusaurus 2',
    authors: ['endiliey'],
    tags: ['new', 'adoption'],
  },
  {
    path: '2018/04-30-How-I-Converted-Profilo-To-Docusaurus.mdx',
    date: '2018-04-30',
    title: 'How I Converted Profilo to Docusaurus in Under 2 Hours',
    authors: ['abernathyca'],
    tags: ['profilo', 'adoption'],
  },
  {
    path: '2017/12-14-introducing-docusaurus.mdx',
    date: '2017-12-14',
    title: 'Introducing Docusaurus',
    authors: ['JMarcey'],
    tags: ['documentation', 'blog', 'docusaurus'],
  },
];
const factAuthors = [
  {key: 'JMarcey', name: 'Joel Marcey', url: 'https://x.com/JoelMarcey', page: true},
  {key: 'zpao', name: 'Paul O’Shannessy', url: 'https://x.com/zpao', page: true},
  {key: 'slorber', name: 'Sébastien Lorber', url: 'https://thisweekinreact.com', page: true},
  {key: 'yangshun', name: 'Yangshun Tay', url: 'https://github.com/yangshun', page: true},
  {key: 'lex111', name: 'Alexey Pyltsyn', url: 'https://github.com/lex111', page: true},
  {key: 'Josh-Cena', name: 'Joshua Chen', url: 'https://joshcena.com/', page: true},
  {key: 'endiliey', name: 'Endilie Yacop Sucipto', url: 'https://github.com/endiliey', page: false},
  {key: 'abernathyca', name: 'Christine Abernathy', url: 'http://x.com/abernathyca', page: false},
  {key: 'shortcuts', name: 'Clément Vannicatte', url: 'https://github.com/shortcuts', page: false},
];
const factTagKeys = [
  'blog',
  'release',
  'recap',
  'birth',
  'endi',
  'tribute',
  'i18n',
  'beta',
  'search',
  'maintenance',
  'documentation',
  'docusaurus',
  'profilo',
  'adoption',
  'unlisted',
  'new',
];
const localPath = (p: FactPost) => p.path;

describe('blog posts', () => {
  const files = listPosts(blogDir).sort();

  it('has exactly the posts of the facts', () => {
    expect(files).toEqual(factPosts.map(localPath).sort());
    expect(files).toHaveLength(26);
  });

  describe.each(factPosts.map((post) => [localPath(post), post] as const))('%s', (file, fact) => {
    const {frontMatter, body} = parse(file);

    it('matches date, slug, title, authors and tags of the facts', () => {
      const {date, slug} = expectedSlugAndDate(file, frontMatter);
      expect({date, slug, title: frontMatter.title, authors: frontMatter.authors, tags: frontMatter.tags}).toEqual({
        date: fact.date,
        slug: fact.slug ?? pathSlug(fact.path),
        title: fact.title,
        authors: fact.authors,
        tags: fact.tags,
      });
    });

    it('has a truncate marker with content on both sides', () => {
      const marker = file.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
      const [before, after] = body.split(marker);
      expect(after, 'truncate marker').toBeDefined();
      expect(before.trim().length).toBeGreaterThan(80);
      expect(after.trim().length).toBeGreaterThan(400);
    });

    it('has a description and an existing image', () => {
      expect(typeof frontMatter.description).toBe('string');
      expect((frontMatter.description as string).length).toBeGreaterThan(40);
      const image = frontMatter.image as string;
      expect(typeof image).toBe('string');
      const imagePath = image.startsWith('/')
        ? path.resolve(blogDir, '../static', image.slice(1))
        : path.resolve(blogDir, path.dirname(file), image);
      expect(existsSync(imagePath), imagePath).toBe(true);
    });

    if (fact.path.includes('/releases/')) {
      it('uses its own generated social card', () => {
        expect(frontMatter.image).toBe('./img/social-card.png');
      });
    }
  });
});

describe('tag and author counts', () => {
  const posts = listPosts(blogDir).map((file) => parse(file).frontMatter as {authors: string[]; tags: string[]});
  const count = (key: 'authors' | 'tags') =>
    posts
      .flatMap((post) => post[key])
      .reduce<Record<string, number>>((acc, k) => ({...acc, [k]: (acc[k] ?? 0) + 1}), {});

  it('matches the post counts per tag of the facts', () => {
    expect(count('tags')).toEqual({
      release: 16,
      recap: 3,
      adoption: 2,
      documentation: 1,
      blog: 1,
      docusaurus: 1,
      profilo: 1,
      new: 1,
      birth: 1,
      endi: 1,
      tribute: 1,
      i18n: 1,
      beta: 1,
      search: 1,
      maintenance: 1,
    });
  });

  it('matches the post counts per author of the facts', () => {
    expect(count('authors')).toEqual({
      slorber: 19,
      JMarcey: 5,
      yangshun: 3,
      lex111: 2,
      'Josh-Cena': 2,
      abernathyca: 1,
      endiliey: 1,
      shortcuts: 1,
      zpao: 1,
    });
  });
});

describe('authors and tags', () => {
  const authors = yaml.load(readFileSync(path.join(blogDir, 'authors.yml'), 'utf8')) as Record<
    string,
    {name: string; title?: string; url: string; page?: boolean; image_url: string}
  >;
  const tags = yaml.load(readFileSync(path.join(blogDir, 'tags.yml'), 'utf8')) as Record<
    string,
    {label: string; description: string}
  >;

  it('lists the authors of the facts, with local avatars', () => {
    expect(Object.keys(authors).sort()).toEqual(factAuthors.map((a) => a.key).sort());
    for (const fact of factAuthors) {
      const author = authors[fact.key]!;
      expect({name: author.name, url: author.url, page: author.page ?? false}).toEqual({
        name: fact.name,
        url: fact.url,
        page: fact.page,
      });
      expect(author.image_url).toBe(`/img/authors/${fact.key}.svg`);
      expect(existsSync(path.resolve(blogDir, '../static', author.image_url.slice(1)))).toBe(true);
    }
  });

  it('defines the tags of the facts, each with a label and a description', () => {
    expect(Object.keys(tags).sort()).toEqual([...factTagKeys].sort());
    for (const tag of Object.values(tags)) {
      expect(tag.label).toBeTruthy();
      expect(tag.description.length).toBeGreaterThan(10);
    }
  });
});
