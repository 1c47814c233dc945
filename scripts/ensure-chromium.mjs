#!/usr/bin/env node
// Makes sure a Chromium binary exists for Playwright (it cannot download its own here).
// Installs Debian's chromium with apt-get when running as root; otherwise explains how.
import {existsSync} from 'node:fs';
import {execSync} from 'node:child_process';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (existsSync(chromePath)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${chromePath}.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-color-emoji\n' +
      'or point CHROME_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing it with apt-get...');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji',
  {
    stdio: 'inherit',
    shell: '/bin/bash',
  },
);
if (!existsSync(chromePath)) {
  console.error(`apt-get finished but ${chromePath} still does not exist.`);
  process.exit(1);
}
