import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions);
for (let i = 0; i < 2; i++) {
const context = await browser.newContext({viewport: {width: 1280, height: 2000}});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
await page.addInitScript(() => {
  window.__s = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__s.push({v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => ({node: s.node ? (s.node.nodeName + '.' + (s.node.className || '') + ' ' + (s.node.textContent||'').slice(0,40)) : null, prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect)}))}); }).observe({type: 'layout-shift', buffered: true});
});
await page.goto('http://127.0.0.1:3306' + (process.argv[2] ?? '/docs/markdown-features/math-equations/'));
await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60000});
await page.waitForTimeout(2500);
console.log(JSON.stringify(await page.evaluate(() => window.__s), null, 1));
await context.close();
}
await browser.close();
