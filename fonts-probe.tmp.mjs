import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({viewport: {width: 1280, height: 2000}});
for (const p of ['/docs/markdown-features/math-equations/', '/docs/styling-layout/', '/docs/api/docusaurus-config/']) {
  const urls = [];
  page.on('request', (r) => { if (r.url().includes('/katex/fonts/')) urls.push(r.url().split('/').pop()); });
  await page.goto('http://127.0.0.1:3306' + p);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
  console.log(p, [...new Set(urls)].join(' '), await page.evaluate(() => [...document.querySelectorAll('.katex')].map((e) => e.textContent.slice(0, 30)).slice(0, 4)));
  page.removeAllListeners('request');
}
await browser.close();
