import {test, expect, waitForHydration} from './fixtures';
import team from '../../src/data/team.json';

const pages = [
  ['/community/support/', 'Support'],
  ['/community/team/', 'Team'],
  ['/community/resources/', 'Resources'],
  ['/community/contributing/', 'Contributing'],
  ['/community/canary/', 'Canary releases'],
  ['/community/release-process/', 'Release process'],
] as const;

for (const [path, title] of pages) {
  test(`${path} renders with its sidebar`, async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    for (const [, label] of pages) {
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(sidebar.getByRole('link', {name: 'Feature Requests'})).toHaveAttribute('href', '/feature-requests/');
  });
}

test('the team page shows a card per person, with local avatars and profile links', async ({page}) => {
  await page.goto('/community/team/');
  await waitForHydration(page);
  for (const group of team.groups.filter((g) => g.key !== 'acknowledgements')) {
    const row = page.locator(`[data-team-group="${group.key}"]`);
    await expect(row.getByRole('listitem')).toHaveCount(group.people.length);
    for (const person of group.people) {
      const card = row.getByRole('listitem').filter({has: page.getByRole('heading', {name: person.name})});
      await expect(card.getByRole('link', {name: `${person.name} on GitHub`})).toHaveAttribute(
        'href',
        person.githubUrl,
      );
      if (person.xUrl)
        await expect(card.getByRole('link', {name: `${person.name} on X`})).toHaveAttribute('href', person.xUrl);
      await expect(card.locator('svg')).toBeVisible();
    }
  }
  await expect(page.getByRole('link', {name: 'Christopher Chedeau'})).toBeVisible();
  // No remote avatar images.
  await expect(page.locator('main img')).toHaveCount(0);
});
