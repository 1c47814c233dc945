// Serves a build with nginx, configured as in production: deploy/nginx/nginx.conf with local paths, a chosen port
// and a temporary prefix, including the build's generated build/_nginx/*.conf. Used by the browser tests (through
// scripts/serve-nginx.mjs), the link checker and the benchmarks, so what they measure is what readers get.
import {spawn, execSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Makes sure nginx is installed: with apt-get when running as root, otherwise explains how. */
export function ensureNginx() {
  if (nginxBinary ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error('nginx was not found. Install it with: sudo apt-get update && sudo apt-get install -y nginx');
  }
  console.log('nginx is missing: installing it with apt-get...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function waitForPort(port, host, child, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = net.connect(port, host, () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nginx did not listen on ${host}:${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** The production nginx.conf, pointed at `dir`, listening on host:port, with its files under `prefix`. */
export function localConfig({dir, host, port, prefix}) {
  const template = readFileSync(path.join(siteDir, 'deploy/nginx/nginx.conf'), 'utf8');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const config = template
    .replaceAll('/srv/docusaurus', dir)
    .replace(/listen 80;/, `listen ${host}:${port};`)
    .replace(/worker_processes auto;/, 'worker_processes 1;')
    .replace(
      /^http \{/m,
      [
        // Logs and temporary files in the prefix; the build is read as the current user.
        `error_log ${prefix}/error.log warn;`,
        `pid ${prefix}/nginx.pid;`,
        ...(isRoot ? ['user root;'] : []),
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${prefix}/tmp;`,
        `  proxy_temp_path ${prefix}/tmp;`,
        `  fastcgi_temp_path ${prefix}/tmp;`,
        `  uwsgi_temp_path ${prefix}/tmp;`,
        `  scgi_temp_path ${prefix}/tmp;`,
      ].join('\n'),
    );
  return config;
}

/**
 * Starts nginx on `dir` (default build/). Resolves with `{server: {close()}, url}` once it listens.
 * @param {{dir?: string, port?: number, host?: string}} options
 */
export async function startNginx({dir = 'build', port = 0, host = '127.0.0.1'} = {}) {
  ensureNginx();
  const root = path.resolve(siteDir, dir);
  if (!existsSync(path.join(root, '_nginx', 'server.conf'))) {
    throw new Error(`${root}/_nginx/server.conf is missing: run npm run build first (the hosting plugin writes it).`);
  }
  const chosenPort = port || (await freePort(host));
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'docusaurus-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  writeFileSync(path.join(prefix, 'nginx.conf'), localConfig({dir: root, host, port: chosenPort, prefix}));
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(chosenPort, host, child);
  const close = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', close);
  return {server: {close}, url: `http://${host}:${chosenPort}`, prefix};
}
