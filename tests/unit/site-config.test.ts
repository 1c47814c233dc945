import {describe, expect, it} from 'vitest';
import {getAnnouncedVersion, getLastStableVersion, isPrerelease, resolveBaseUrl} from '../../src/config/site';
import versions from '../../versions.json';

describe('version helpers', () => {
  it('recognises prereleases', () => {
    expect(isPrerelease('3.0.0-beta.1')).toBe(true);
    expect(isPrerelease('2.0.0-alpha.70')).toBe(true);
    expect(isPrerelease('3.7.0')).toBe(false);
  });

  it('picks the first stable version and announces its major.minor', () => {
    expect(getLastStableVersion(['4.0.0-rc.1', '3.7.0', '3.6.3'])).toBe('3.7.0');
    expect(getAnnouncedVersion(['4.0.0-rc.1', '3.7.0'])).toBe('3.7');
  });

  it('fails when no version is stable', () => {
    expect(() => getLastStableVersion(['4.0.0-beta.1'])).toThrow(/No stable version/);
  });

  it('serves the versions of the spec', () => {
    expect(versions).toEqual(['3.7.0', '3.6.3']);
    expect(getAnnouncedVersion()).toBe('3.7');
  });
});

describe('resolveBaseUrl', () => {
  it('defaults to the root', () => {
    expect(resolveBaseUrl({})).toBe('/');
  });

  it('normalises BASE_URL to leading and trailing slashes', () => {
    expect(resolveBaseUrl({BASE_URL: 'build'})).toBe('/build/');
    expect(resolveBaseUrl({BASE_URL: '/build/'})).toBe('/build/');
  });
});
