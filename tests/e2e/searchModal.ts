/** The search modal as the specs reach it (search, forgiving search, typing, offline). */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => modal(page).locator('input.DocSearch-Input');
export const hits = (page: Page) => modal(page).locator('.DocSearch-Hit a');

/** Opens the modal from the navbar button and types the query. */
export async function openModalAndType(page: Page, query: string): Promise<void> {
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
}
