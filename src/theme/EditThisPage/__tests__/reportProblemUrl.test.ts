import {describe, expect, it} from 'vitest';
import report from '@site/src/data/report-a-problem.json';
import {reportProblemUrl} from '../reportProblemUrl';

const page = {
  url: 'https://docusaurus.io/docs/3.7.0/installation/',
  path: '/docs/3.7.0/installation/',
  version: '3.7.0',
  source: 'https://github.com/facebook/docusaurus/edit/main/website/versioned_docs/version-3.7.0/installation.mdx',
};

describe('reportProblemUrl', () => {
  it('opens a new issue on the site repository with the page, version and source filled in', () => {
    const url = new URL(reportProblemUrl(report, page));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/facebook/docusaurus/issues/new');
    expect(url.searchParams.get('title')).toBe('Website: problem on /docs/3.7.0/installation/');
    expect(url.searchParams.get('labels')).toBe('documentation');
    const body = url.searchParams.get('body')!;
    expect(body).toContain(page.url);
    expect(body).toContain('Docs version: 3.7.0');
    expect(body).toContain(`Source: ${page.source}`);
    expect(body).toContain('### What is wrong or missing?');
    expect(body).not.toMatch(/\{\w+\}/);
  });

  it('leaves the version line out on pages outside the versioned docs', () => {
    const body = new URL(reportProblemUrl(report, {...page, version: undefined})).searchParams.get('body')!;
    expect(body).not.toContain('Docs version');
    expect(body).not.toContain('\n\n\n');
  });
});
