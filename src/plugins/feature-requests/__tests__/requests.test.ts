import {describe, expect, it} from 'vitest';
import {
  countByStatus,
  featureRequests,
  filterByStatus,
  findRequest,
  isStatus,
  issueUrl,
  slugFromPath,
  statuses,
} from '../requests';

describe('feature-requests data', () => {
  it('has unique kebab-case slugs and complete entries', () => {
    const slugs = featureRequests.map((request) => request.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const request of featureRequests) {
      expect(request.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(request.title.length).toBeGreaterThan(10);
      expect(statuses).toContain(request.status);
      expect(request.issues.length).toBeGreaterThan(0);
      for (const issue of request.issues) expect(Number.isInteger(issue) && issue > 0).toBe(true);
      expect(request.summary.length).toBeGreaterThan(60);
    }
  });

  it('marks as shipped what this site solves, each backed by a browser test', () => {
    for (const slug of [
      'local-search',
      'llms-txt',
      'copy-page-as-markdown',
      'sidebar-scroll-to-active',
      'toc-auto-scroll',
      'remember-sidebar-state',
      'keyboard-accessible-dropdowns',
      'sidebar-landmarks',
      'hidden-mobile-menu-focus',
      'announcement-bar-layout-shift',
      'version-switch-keeps-page',
    ]) {
      expect(findRequest(slug)?.status, slug).toBe('shipped');
    }
  });

  it('uses every status at least once', () => {
    const counts = countByStatus(featureRequests);
    for (const status of statuses) expect(counts[status]).toBeGreaterThan(0);
    expect(counts.open + counts.planned + counts.shipped).toBe(featureRequests.length);
  });
});

describe('feature-requests logic', () => {
  it('filters by status', () => {
    expect(filterByStatus(featureRequests, null)).toHaveLength(featureRequests.length);
    expect(filterByStatus(featureRequests, 'shipped').every((request) => request.status === 'shipped')).toBe(true);
  });

  it('recognises statuses', () => {
    expect(isStatus('open')).toBe(true);
    expect(isStatus('closed')).toBe(false);
    expect(isStatus(null)).toBe(false);
  });

  it('reads the slug from the path', () => {
    expect(slugFromPath('/feature-requests/', '/feature-requests/')).toBe('');
    expect(slugFromPath('/feature-requests', '/feature-requests/')).toBe('');
    expect(slugFromPath('/feature-requests/llms-txt/', '/feature-requests/')).toBe('llms-txt');
    expect(slugFromPath('/feature-requests/llms-txt/extra/', '/feature-requests/')).toBe('llms-txt');
    expect(slugFromPath('/build/feature-requests/a%20b', '/build/feature-requests/')).toBe('a b');
  });

  it('links issues to the upstream tracker', () => {
    expect(issueUrl(10899)).toBe('https://github.com/facebook/docusaurus/issues/10899');
    expect(findRequest('nope')).toBeUndefined();
  });
});
