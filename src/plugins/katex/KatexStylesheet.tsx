/**
 * KaTeX's stylesheet for one page with math: remarkKatexStylesheet puts this element just before the first formula.
 *
 * Why not `<Head>`: react-helmet-async rebuilds the managed head tags from the Helmets rendered so far every time the
 * browser gets a frame during hydration, so a tag that comes from the page's content disappears until that content
 * hydrates (1–2 s at 6× CPU, issue 32). A `<link rel="stylesheet">` in the body is valid HTML, holds back the
 * rendering of what follows it on the first load, and React hydrates it in place: it is never removed.
 *
 * Client-side navigation: the stylesheet also goes into the head, once, where nothing manages it (so leaving a math
 * page for another never drops it), and a page rendered in the browser waits for it to load before it is shown
 * (React keeps the previous page on screen meanwhile); a failure or a stall past `maxWaitMs` does not block.
 * Not while the page that the server sent hydrates: its parsed copy styles it already, and a second copy of the
 * stylesheet declares KaTeX's @font-face rules again. The browser then lays every formula out with the new, not yet
 * loaded faces (fallback widths) until they load again: the formulas moved twice during hydration (issue 32).
 *
 * First render: a `<link rel="expect" blocking="render">` in the head asks the browser not to render the page before
 * the element with the id `renderAfter` (a marker after the last formula, see remarkKatexStylesheet) is parsed. On a
 * slow device the browser otherwise painted a centred display formula with part of it parsed, then moved it as the
 * rest arrived. The link only acts while the HTML is parsed: it does nothing on client-side navigation.
 *
 * Fonts: the ones the page's formulas use (found at build time, ./katexFonts.ts) are preloaded from the head, so they
 * arrive with the stylesheet instead of after the first layout of the formulas (which then shifted). These do go
 * through `<Head>`: the head manager may drop and re-add them while hydrating, but by then the browser has read them
 * and fetched the fonts, and a preload hint styles nothing. (In the body, React would hoist a preload link out of the
 * page's markup on the server, and hydration would not find the markup it expects.)
 */
import React, {type ReactNode, use} from 'react';
import Head from '@docusaurus/Head';

export const maxWaitMs = 3000;

/** React reads `status` to use a settled promise without suspending (the convention `use()` documents for caches). */
type Tracked = Promise<void> & {status?: 'fulfilled'; value?: undefined};

const pending = new Map<string, Tracked>();

function settled(): Tracked {
  const promise: Tracked = Promise.resolve();
  promise.status = 'fulfilled';
  return promise;
}

const alreadyLoaded = settled();

/**
 * The page the server sent, and the stylesheets its HTML brought. This module is part of a math page's content, so it
 * runs before React renders any of its elements: every stylesheet in the document at that time was parsed.
 */
const firstPage =
  typeof document === 'undefined'
    ? undefined
    : {path: window.location.pathname, stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')]};

/** Whether this render is the hydration of the first page, whose parsed copy of the stylesheet is still there. */
function isParsedPage(href: string): boolean {
  return (
    firstPage !== undefined &&
    window.location.pathname === firstPage.path &&
    firstPage.stylesheets.some((link) => link.isConnected && link.getAttribute('href') === href)
  );
}

function hasLoadedCopy(href: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href && link.sheet !== null,
  );
}

/** Resolves when the head's copy of the stylesheet has loaded, failed, or after `maxWaitMs`. */
function headCopyReady(href: string): Tracked {
  let ready = pending.get(href);
  if (ready) return ready;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.katex = 'head';
  const promise: Tracked = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    window.setTimeout(resolve, maxWaitMs);
  });
  void promise.then(() => {
    promise.status = 'fulfilled';
  });
  ready = promise;
  pending.set(href, ready);
  document.head.append(link);
  return ready;
}

type Props = {
  href: string;
  /** URLs of the font files the page's formulas use, separated by spaces. */
  fonts?: string;
  /** The id of the element after the page's last formula. */
  renderAfter?: string;
};

export default function KatexStylesheet({href, fonts = '', renderAfter}: Props): ReactNode {
  if (typeof document !== 'undefined') {
    // On the first load the body copy below was parsed before any script ran, so it has loaded: nothing waits, and
    // no head copy is added. `use()` is called on every render (React requires the same calls when it retries a
    // suspended render).
    const ready = isParsedPage(href) ? alreadyLoaded : headCopyReady(href);
    use((hasLoadedCopy(href) ? alreadyLoaded : ready) as Promise<void>);
  }
  const fontUrls = fonts.split(' ').filter(Boolean);
  return (
    <>
      <Head>
        {renderAfter && <link rel="expect" href={`#${renderAfter}`} blocking="render" />}
        {fontUrls.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </Head>
      <link rel="stylesheet" href={href} />
    </>
  );
}
