import path from 'node:path';

/** URL path of a built file: build/docs/intro/index.html → /docs/intro/, build/404.html → /404.html. */
export function pagePathOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}
