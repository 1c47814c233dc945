import {chromium} from '@playwright/test';
import {spawn} from 'node:child_process';
import {chromiumLaunchOptions} from '/work/main/scripts/lib/chromium.mjs';
const server = spawn(process.execPath, ['/work/main/scripts/serve-nginx.mjs', '--port', '3211', '--dir', '/work/main/build'], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
await page.goto('http://127.0.0.1:3211/');
const out = await page.evaluate(async (qs) => {
  const pf = await import('/pagefind/pagefind.js');
  await pf.options({});
  const res = {};
  for (const q of qs) {
    const r = await pf.search(q);
    const urls = [];
    for (const x of r.results.slice(0, 400)) { const d = await x.data(); if (d.url === '/docs/troubleshooting/react-ssr/') urls.push(JSON.stringify(x.words)+' '+x.score); }
    res[q] = [r.results.length, urls];
  }
  return res;
}, process.argv.slice(2));
console.log(JSON.stringify(out, null, 1));
await browser.close(); server.kill();
