import {afterEach, describe, expect, it, vi} from 'vitest';

const customFields = vi.hoisted(() => ({isDeployPreview: false}) as Record<string, unknown>);
vi.mock('@generated/docusaurus.config', () => ({default: {customFields}}));

const {default: routeChangeLogger, formatRouteChange, isDeployPreview} = await import('../routeChangeLogger');

const docs = {pathname: '/docs/', search: '', hash: ''};
const blog = {pathname: '/blog/', search: '?page=2', hash: '#top'};

describe('route change logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('describes where the reader came from and went to', () => {
    expect(formatRouteChange(blog, docs)).toBe('[preview] route change: /docs/ -> /blog/?page=2#top');
    expect(formatRouteChange(docs, null)).toBe('[preview] route change: (first load) -> /docs/');
  });

  it('is on only for preview deploys', () => {
    expect(isDeployPreview({isDeployPreview: true})).toBe(true);
    expect(isDeployPreview({isDeployPreview: 'true'})).toBe(false);
    expect(isDeployPreview(undefined)).toBe(false);
  });

  it('logs route changes on preview deploys and stays silent otherwise', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    customFields.isDeployPreview = false;
    routeChangeLogger.onRouteDidUpdate?.({location: blog, previousLocation: docs} as never);
    expect(log).not.toHaveBeenCalled();
    customFields.isDeployPreview = true;
    routeChangeLogger.onRouteDidUpdate?.({location: blog, previousLocation: docs} as never);
    expect(log).toHaveBeenCalledWith('[preview] route change: /docs/ -> /blog/?page=2#top');
  });
});
