import {test, expect, waitForHydration} from './fixtures';

test.describe('navbar on desktop', () => {
  test('shows the light logo, and the dark logo in dark mode, at 32x32', async ({page}) => {
    await page.goto('/');
    const lightLogo = page
      .locator('.navbar__logo img.themedComponent--light, .navbar__logo img[src$="logo.svg"]')
      .first();
    await expect(lightLogo).toHaveAttribute('src', '/img/logo.svg');
    await expect(lightLogo).toHaveAttribute('width', '32');
    await expect(lightLogo).toHaveAttribute('height', '32');
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    await waitForHydration(page);
    const visibleLogo = page.locator('.navbar__logo img:visible');
    await expect(visibleLogo).toHaveAttribute('src', '/img/logo-dark.svg');
  });

  test('links each item to its destination', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/cli/');
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog/');
    await expect(navbar.getByRole('link', {name: 'Showcase', exact: true})).toHaveAttribute('href', '/showcase/');
    await expect(navbar.getByRole('link', {name: 'Community', exact: true})).toHaveAttribute(
      'href',
      '/community/support/',
    );
    await expect(navbar.getByRole('link', {name: 'Tests', exact: true})).toHaveAttribute('href', '/tests/docs/');
    const github = navbar.getByRole('link', {name: 'Docusaurus source code on GitHub'});
    await expect(github).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
  });

  test('marks Community active on any community page', async ({page}) => {
    await page.goto('/community/support/');
    await expect(page.locator('.navbar__link--active', {hasText: 'Community'})).toBeVisible();
    await page.goto('/blog/');
    await expect(page.locator('.navbar__link--active', {hasText: 'Community'})).toHaveCount(0);
  });

  test('the version dropdown lists the served, archived and all versions', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown', {has: page.getByRole('button', {name: 'Canary'})});
    await dropdown.getByRole('button', {name: 'Canary'}).hover();
    const menu = dropdown.locator('.dropdown__menu');
    for (const label of ['Canary', '3.7.0', '3.6.3', 'All versions']) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    // Archived snapshots live on other hosts: they open in a new tab.
    for (const label of ['2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']) {
      await expect(menu.getByRole('link', {name: new RegExp(`^${label.replace(/\./g, '\\.')}`)})).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(menu.getByText('Archived versions')).toBeVisible();
    await expect(menu.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions/');
  });

  test('the locale dropdown offers English and a link to help translate', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'English'});
    await button.hover();
    const menu = page.locator('.dropdown__menu', {has: page.getByRole('link', {name: 'Help us translate'})});
    await expect(menu.getByRole('link', {name: 'English'})).toHaveAttribute('lang', 'en');
    await expect(menu.getByRole('link', {name: 'Help us translate'})).toBeVisible();
  });

  test('a dropdown toggles with Enter and closes when focus or a click goes elsewhere', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown').first();
    const button = dropdown.locator('> button, > a').first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('hides on scroll down, comes back on scroll up, hides on a hash jump', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const navbarTop = async () => (await navbar.boundingBox())!.y;
    expect(await navbarTop()).toBeGreaterThanOrEqual(0);
    await page.mouse.move(600, 400);
    // The navbar compares each scroll position with the previous one, so scroll in two steps.
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY >= 300);
    await page.mouse.wheel(0, 300);
    await expect.poll(navbarTop).toBeLessThan(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(navbarTop).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const lastHeading = page.locator('main h2[id]').last();
    const id = await lastHeading.getAttribute('id');
    await page.locator(`a.hash-link[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(navbarTop).toBeLessThan(0);
    // The blocks laid out around the target move the scroll position a little after the jump: no reader scrolled.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(await navbarTop()).toBeLessThan(0);
  });
});

test.describe('navbar on mobile', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the hamburger opens the sidebar, which closes with its close button', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Languages'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show|docs-wrapper-sidebar-show/);
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeHidden();
  });

  test('on a docs page the sidebar shows the docs menu with a way back to the main menu', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Showcase'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Versions'})).toBeVisible();
  });

  test('mobile dropdowns stay collapsed unless they hold the current page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const languages = page.locator('.navbar-sidebar .menu__list-item', {
      has: page.getByRole('button', {name: 'Languages'}),
    });
    await expect(languages).toHaveClass(/menu__list-item--collapsed/);
    await languages.getByRole('button', {name: 'Languages'}).click();
    await expect(languages).not.toHaveClass(/menu__list-item--collapsed/);
  });

  test('the closed menu is built once the page is idle, so that it slides in when first opened', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    // Built without the reader opening it (src/theme/Navbar/MobileSidebar), with the docs menu inside.
    await expect(page.locator('.navbar-sidebar')).toBeAttached({timeout: 5000});
    await expect(page.locator('.navbar-sidebar .menu__link', {hasText: 'Installation'})).toBeAttached();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    await expect(page.locator('.navbar-sidebar .menu__link', {hasText: 'Installation'})).toBeVisible();
  });

  test('the closed menu is not displayed, so the load does not lay it out, and it still slides in and out', async ({
    page,
  }) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const panel = page.locator('.navbar-sidebar');
    await expect(panel.locator('.menu__link', {hasText: 'Installation'})).toBeAttached({timeout: 5000});
    // src/theme/Navbar/MobileSidebar/closedMenu.css
    await expect(panel).toHaveCSS('display', 'none');
    // A slower slide (the theme's duration is 200 ms), so that a busy machine still samples frames in the middle of it.
    await page.evaluate(() => document.documentElement.style.setProperty('--ifm-transition-fast', '600ms'));
    // The panel's left edge and display on each frame after a click, measured in the page so no frame is missed.
    const framesAfterClick = (selector: string) =>
      page.evaluate(
        (target) =>
          new Promise<{left: number; display: string}[]>((resolve) => {
            const frames: {left: number; display: string}[] = [];
            document.querySelector<HTMLElement>(target)!.click();
            const sample = () => {
              const element = document.querySelector<HTMLElement>('.navbar-sidebar')!;
              frames.push({left: element.getBoundingClientRect().left, display: getComputedStyle(element).display});
              if (frames.length < 60) requestAnimationFrame(sample);
              else resolve(frames);
            };
            requestAnimationFrame(sample);
          }),
        selector,
      );
    const opening = await framesAfterClick('.navbar__toggle');
    expect(opening.some((frame) => frame.display !== 'none' && frame.left < -10)).toBe(true);
    expect(opening.at(-1)).toEqual({left: 0, display: 'block'});
    await expect(panel.locator('.menu__link', {hasText: 'Installation'})).toBeVisible();
    const closing = await framesAfterClick('.navbar-sidebar__close');
    expect(closing.some((frame) => frame.display === 'block' && frame.left < -10)).toBe(true);
    expect(closing.at(-1)?.display).toBe('none');
  });

  test('the sidebar closes itself when the window becomes desktop-sized', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar__items')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar--sidebar-show')).toHaveCount(0);
  });
});
