import {describe, expect, it} from 'vitest';
import team from '../../src/data/team.json';
import {avatarColor, initials} from '../../src/components/TeamProfileCards/avatar';

describe('team data', () => {
  it('has the four groups in page order', () => {
    expect(team.groups.map((group) => group.key)).toEqual([
      'active-team',
      'honorary-alumni',
      'student-fellows',
      'acknowledgements',
    ]);
  });

  it('gives every person a name, a GitHub handle matching the URL, and valid links', () => {
    for (const group of team.groups) {
      for (const person of group.people) {
        expect(person.name.trim()).not.toBe('');
        expect(person.githubUrl).toBe(`https://github.com/${person.github}`);
        if (person.xUrl) expect(person.xUrl).toMatch(/^https:\/\/x\.com\/\w+$/);
        if ('bio' in person && person.bio) expect(person.bio).toMatch(/\.$/);
      }
    }
  });

  it('uses no remote images', () => {
    expect(JSON.stringify(team)).not.toMatch(/avatars|\.png|\.jpg/);
  });
});

describe('initials avatars', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Sébastien Lorber')).toBe('SL');
    expect(initials('Endilie Yacop Sucipto')).toBe('ES');
    expect(initials('Mononym')).toBe('M');
  });

  it('picks a stable dark colour per handle', () => {
    expect(avatarColor('slorber')).toBe(avatarColor('SLORBER'));
    expect(avatarColor('slorber')).toMatch(/^hsl\(\d+ 55% 30%\)$/);
  });
});
