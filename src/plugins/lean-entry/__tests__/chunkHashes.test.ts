import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {packChunkHashes, TABLE_GLOBAL} from '../chunkHashes';

/** Runs a runtime's chunk-URL function `r.u` in a sandbox and returns it. */
function chunkUrlFunction(runtime: string): (id: string) => string {
  const body = runtime.match(/r\.u=(\w+=>.*?\.js")/)![1]!;
  const self: Record<string, unknown> = {};
  return new Function('self', `return ${body}`)(self) as (id: string) => string;
}

const entries: [string, string][] = Array.from({length: 40}, (_, i) => [
  (0x1000_0000 + i * 7919).toString(16).padStart(8, '0'),
  ((i * 104_729) % 0xff_ffff).toString(16).padStart(6, '0'),
]);
const literal = entries.map(([k, v]) => `"${k}":"${v}"`).join(',');
const runtime =
  `(()=>{var r={};r.u=e=>"assets/js/"+e+"."+({${literal},0x11113f9:"f93ca8",a04244d3:"7d46d4","vendors-x_js":"abc123","loading-panel":"0a0b0c"})[e]+".js",r.p="/"})();`;

describe('packChunkHashes', () => {
  it('gives every chunk the same URL as the table it replaces', () => {
    const packed = packChunkHashes(runtime)!;
    expect(packed.entries).toBe(44);
    expect(packed.packed).toBe(42);
    expect(packed.source).toContain(TABLE_GLOBAL);
    expect(packed.source).not.toContain(`"${entries[0]![0]}":`);
    const before = chunkUrlFunction(runtime);
    const after = chunkUrlFunction(packed.source);
    for (const id of [...entries.map(([k]) => k), '17896441', 'a04244d3', 'vendors-x_js', 'loading-panel']) {
      expect(after(id)).toBe(before(id));
    }
    expect(after('17896441')).toBe('assets/js/17896441.f93ca8.js');
  });

  it('leaves a runtime without exactly one table alone', () => {
    expect(packChunkHashes('(()=>{var r={};r.u=e=>e+".js"})();')).toBeNull();
    const twice = runtime.replace('r.p="/"', `r.x=e=>({${literal}})[e]`);
    expect(packChunkHashes(twice)).toBeNull();
  });

  it('packs the runtime of the last production build, if there is one', () => {
    const dir = path.join(__dirname, '../../../../build/assets/js');
    let file: string | undefined;
    try {
      file = readdirSync(dir).find((name) => name.startsWith('runtime~main'));
    } catch {
      return;
    }
    if (!file) return;
    const source = readFileSync(path.join(dir, file), 'utf8');
    // A build made with this plugin is already packed; one made without it must pack.
    if (source.includes(TABLE_GLOBAL)) expect(packChunkHashes(source)).toBeNull();
    else expect(packChunkHashes(source)?.packed).toBeGreaterThan(100);
  });
});
