import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const vp of [{width: 1280, height: 720}, {width: 390, height: 844}]) {
const page = await browser.newPage({viewport: vp});
await page.goto('http://127.0.0.1:3306/docs/markdown-features/math-equations/');
console.log(vp.width, await page.evaluate(() => [...document.querySelectorAll('article .katex')].slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top))));
}
await browser.close();
