#!/usr/bin/env node
// Serves build/ through nginx with the generated production configuration (scripts/lib/nginx.mjs) until stopped.
// Usage: node scripts/serve-nginx.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import {parseArgs} from 'node:util';
import {startNginx} from './lib/nginx.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});
const {server, url} = await startNginx({dir: values.dir, port: Number(values.port), host: values.host});
console.log(`nginx serves ${values.dir} at ${url}/`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
// Stay alive while nginx runs.
setInterval(() => {}, 1 << 30);
