/**
 * The bundler's runtime, which every page loads first, holds one `"chunk name": "content hash"` entry per chunk of
 * the site (about 950 here) in an object literal, so that it can build a chunk's URL. Names and hashes are random hex,
 * which gzip cannot shrink much, and the quotes, colons and commas around them add to it. This rewrites the literal as
 * one base64 string of the names' and hashes' bytes (each of one fixed length), which the runtime unpacks into the
 * same object the first time it builds a chunk URL: same URLs, less to download on every page.
 */

/** Where the unpacked table is kept once built (the runtime's own variables are minified away). */
export const TABLE_GLOBAL = '__docusaurusChunkHashes';

// `({"00684f4c":"f9c033",0x11113f9:"f93ca8",...})[e]`: the minified form of the runtime's chunk-file-name lookup.
// Keys are string literals, identifiers where the name allows it, or numbers where the name is made of digits only.
const KEY = String.raw`"[^"\\]*"|0x[0-9a-fA-F]+|\d+(?:e\d+)?|[A-Za-z_$][\w$]*`;
const TABLE_LOOKUP = new RegExp(String.raw`\(\{((?:(?:${KEY}):"[^"\\]*",?){16,})\}\)\[([A-Za-z_$][\w$]*)\]`, 'g');

export interface PackedRuntime {
  source: string;
  entries: number;
  packed: number;
}

/** The JavaScript of an object literal written by the minifier, read without running the page's code. */
function readTable(literal: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const [, key, value] of literal.matchAll(new RegExp(String.raw`(${KEY}):("[^"\\]*")`, 'g'))) {
    const name = key!.startsWith('"') ? (JSON.parse(key!) as string) : /^\d|^0x/.test(key!) ? String(Number(key)) : key!;
    table.set(name, JSON.parse(value!) as string);
  }
  return table;
}

const mostCommon = (values: number[]): number => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
};

/**
 * The function the runtime calls once: each packed entry is the name's bytes then the hash's bytes, all in one base64
 * string (7 bytes, 9⅓ characters per entry instead of 20); `o` holds the entries that do not fit that shape.
 */
export function unpackerSource(keyLength: number, valueLength: number): string {
  const step = keyLength + valueLength;
  return (
    `function(b,o){for(var s=atob(b),h="",i=0;i<s.length;i++)h+=(256|s.charCodeAt(i)).toString(16).slice(1);` +
    `for(i=0;i<h.length;i+=${step})o[h.substr(i,${keyLength})]=h.substr(i+${keyLength},${valueLength});return o}`
  );
}

/**
 * Rewrites the chunk-hash table of a minified runtime. Returns null when the runtime does not have exactly one such
 * table, or when the packed form would not give back the same table (the caller keeps the runtime as it is).
 */
export function packChunkHashes(runtime: string): PackedRuntime | null {
  const matches = [...runtime.matchAll(TABLE_LOOKUP)];
  if (matches.length !== 1) return null;
  const [whole, literal, chunkIdVariable] = matches[0]!;
  const table = readTable(literal!);
  const hex = (text: string) => /^[0-9a-f]+$/.test(text);
  // Even lengths only: two hex digits per byte.
  const even = (length: number) => length % 2 === 0;
  const keyLength = mostCommon([...table.keys()].filter(hex).map((key) => key.length).filter(even));
  const valueLength = mostCommon([...table.values()].filter(hex).map((value) => value.length).filter(even));
  const fits = ([key, value]: [string, string]) => hex(key) && key.length === keyLength && hex(value) && value.length === valueLength;
  const packable = [...table].filter(fits);
  const rest = Object.fromEntries([...table].filter((entry) => !fits(entry)));
  const packed = Buffer.from(packable.map(([key, value]) => key + value).join(''), 'hex').toString('base64');
  // Check the round trip here, on the machine that builds, rather than in a reader's browser.
  const unpack = new Function(`return (${unpackerSource(keyLength, valueLength)})`)() as (b: string, o: Record<string, string>) => Record<string, string>;
  const unpacked = unpack(packed, {...rest});
  if (Object.keys(unpacked).length !== table.size || [...table].some(([key, value]) => unpacked[key] !== value)) return null;
  const lookup =
    `(self.${TABLE_GLOBAL}||(self.${TABLE_GLOBAL}=(${unpackerSource(keyLength, valueLength)})(` +
    `${JSON.stringify(packed)},${JSON.stringify(rest)})))[${chunkIdVariable}]`;
  return {source: runtime.replace(whole!, () => lookup), entries: table.size, packed: packable.length};
}
