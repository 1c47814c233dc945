/**
 * After each production build, writes the host configuration from src/config/hosting.ts and the built pages:
 * `_headers` and `_redirects` (Netlify, Cloudflare Pages) and `_nginx/http.conf` + `_nginx/server.conf` (nginx,
 * see deploy/nginx/). The Content-Security-Policy lists the sha256 of every inline script of the built pages, so it
 * cannot drift from them.
 */
import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirectsPlugin, {
  type Options as RedirectOptions,
  validateOptions as validateRedirectOptions,
} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {htmlFiles} from '../../../scripts/lib/html-files.mjs';
import {pagePathOf} from '../../utils/pagePath';
import {createSiteScanner, renderHeadersFile, renderNginx, renderRedirectsFile, type SiteScan} from './hostingFiles';

/** Scans the built pages reading one file at a time: the site's HTML (tens of MB) is never held at once. */
export async function scanBuiltPages(outDir: string): Promise<SiteScan> {
  const scanner = createSiteScanner();
  for await (const file of htmlFiles(outDir)) {
    // Read synchronously: in postBuild, where the plugins share one thread, promise-based reads of ~1,300 pages cost
    // about twice the CPU time of plain reads.
    scanner.add({path: pagePathOf(outDir, file), html: readFileSync(file, 'utf8')});
  }
  return scanner.result();
}

export async function writeHostingFiles(outDir: string, {detach = Boolean(process.env.CF_PAGES)} = {}) {
  const scan = await scanBuiltPages(outDir);
  const nginx = renderNginx(scan);
  await mkdir(path.join(outDir, '_nginx'), {recursive: true});
  await Promise.all([
    writeFile(path.join(outDir, '_headers'), renderHeadersFile(scan, {detach})),
    writeFile(path.join(outDir, '_redirects'), renderRedirectsFile(scan)),
    writeFile(path.join(outDir, '_nginx', 'http.conf'), nginx.httpConf),
    writeFile(path.join(outDir, '_nginx', 'server.conf'), nginx.serverConf),
  ]);
  return scan;
}

export type HostingOptions = {
  /** Options of @docusaurus/plugin-client-redirects, which this plugin runs (see README: "Redirect pages first"). */
  redirects?: RedirectOptions;
};

export default function hostingPlugin(context: LoadContext, options: HostingOptions = {}): Plugin {
  // Docusaurus runs every plugin's postBuild at once, so a separate client-redirects plugin could still be writing
  // its pages while the scan below reads the build. Running it here, first, makes the scan see all of them.
  const redirectsPlugin = options.redirects
    ? clientRedirectsPlugin(
        context,
        validateRedirectOptions({validate: normalizePluginOptions, options: options.redirects}),
      )
    : null;
  return {
    name: 'hosting',
    async postBuild(props) {
      await redirectsPlugin?.postBuild?.({...props, content: undefined});
      const scan = await writeHostingFiles(props.outDir);
      console.log(
        `[hosting] _headers, _redirects and _nginx/ written: ${scan.scriptHashes.length} inline script hashes, ` +
          `${scan.widerPages.length} pages with a wider policy, ${scan.redirects.length} redirects.`,
      );
    },
  };
}
