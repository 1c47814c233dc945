#!/usr/bin/env node
// Makes sure nginx exists for the browser tests, which serve the build through it (see scripts/lib/nginx.mjs).
// Installs Debian's nginx with apt-get when running as root; otherwise explains how.
import {ensureNginx} from './lib/nginx.mjs';

try {
  ensureNginx();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
