import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

// Stand-ins for the aliases the bundler provides at build time.
vi.mock('@theme-original/NavbarItem/ComponentTypes', () => ({
  default: {default: ({label}: {label: string}) => <a href="/stand-in/">{label}</a>},
}));
vi.mock('@theme/NavbarItem/ComponentTypes', async () => import('../ComponentTypes'));
const location = vi.hoisted(() => ({pathname: '/'}));
vi.mock('@docusaurus/router', () => ({useLocation: () => location}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (path: string) => path}));

// Typed loosely on purpose: the tests pass item types that the theme's own types do not list.
const NavbarItem = (await import('@docusaurus/theme-classic/lib/theme/NavbarItem/index.js'))
  .default as unknown as React.ComponentType<Record<string, unknown>>;

describe('NavbarItem component types', () => {
  it('fails with the framework error for an unknown item type', () => {
    expect(() => renderToStaticMarkup(<NavbarItem type="no-such-type" />)).toThrow(
      'No NavbarItem component found for type "no-such-type".',
    );
  });

  it('keeps the original item types', () => {
    expect(renderToStaticMarkup(<NavbarItem type="default" label="Blog" />)).toBe('<a href="/stand-in/">Blog</a>');
  });

  it('renders the site item type only inside the /tests area', () => {
    location.pathname = '/docs/';
    expect(renderToStaticMarkup(<NavbarItem type="custom-dogfood-navbar-item" content="🧪" />)).toBe('');
    location.pathname = '/tests/pages/';
    expect(renderToStaticMarkup(<NavbarItem type="custom-dogfood-navbar-item" content="🧪" />)).toContain('🧪');
    location.pathname = '/tests/docs/';
    expect(renderToStaticMarkup(<NavbarItem type="custom-dogfood-navbar-item" content="🧪" mobile />)).toContain(
      '🧪 (mobile)',
    );
  });
});
