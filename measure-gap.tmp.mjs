// Scratch measurement (not committed): katex link events and CLS on the math page at 6x CPU, N loads.
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';
const base = process.argv[2] ?? 'http://127.0.0.1:3306';
const runs = Number(process.argv[3] ?? 3);
const path = process.argv[4] ?? '/docs/markdown-features/math-equations/';
const browser = await chromium.launch(chromiumLaunchOptions);
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({viewport: {width: 1280, height: 720}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await page.addInitScript(() => {
    const w = (window.__w = {events: [], shifts: [], hydrated: null});
    new MutationObserver((records) => {
      const at = Math.round(performance.now());
      for (const r of records) {
        if (r.type === 'attributes') { if (r.attributeName === 'data-has-hydrated') w.hydrated = at; continue; }
        for (const n of r.removedNodes) if (n.nodeName === 'LINK' && n.rel === 'stylesheet') w.events.push(`removed ${n.getAttribute('href')} ${at}`);
        for (const n of r.addedNodes) if (n.nodeName === 'LINK' && n.rel === 'stylesheet') w.events.push(`added ${n.getAttribute('href')} ${at}`);
      }
    }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.shifts.push(e.value); }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(base + path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60000});
  await page.waitForTimeout(2500);
  const w = await page.evaluate(() => window.__w);
  console.log(JSON.stringify({run: i + 1, hydratedAt: w.hydrated, events: w.events.filter((e) => e.includes('katex')), cls: w.shifts.reduce((a, b) => a + b, 0)}));
  await context.close();
}
await browser.close();
