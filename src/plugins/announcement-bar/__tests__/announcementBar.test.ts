import {describe, expect, it} from 'vitest';
import {announcementResetScript} from '../index';

/** Runs the inline script against a fake document and storage. */
function run(script: string, stored: Record<string, string>): string | undefined {
  let attribute: string | undefined;
  const localStorage = {getItem: (key: string) => stored[key] ?? null};
  const document = {documentElement: {setAttribute: (_name: string, value: string) => (attribute = value)}};
  // eslint-disable-next-line no-new-func -- runs the inline script the plugin emits, as the browser would
  new Function('localStorage', 'document', script)(localStorage, document);
  return attribute;
}

describe('announcementResetScript', () => {
  const script = announcementResetScript('announcementBar-v3.7', '-189');

  it('un-hides the bar when the reader saw another announcement', () => {
    expect(run(script, {'docusaurus.announcement.id-189': 'announcementBar-v3.6'})).toBe('false');
  });

  it('un-hides the bar for a reader who never saw one', () => {
    expect(run(script, {})).toBe('false');
  });

  it('leaves the theme decision alone when the announcement is the same', () => {
    expect(run(script, {'docusaurus.announcement.id-189': 'announcementBar-v3.7'})).toBeUndefined();
  });

  it('reads the namespaced key', () => {
    expect(run(script, {'docusaurus.announcement.id': 'announcementBar-v3.7'})).toBe('false');
  });
});
