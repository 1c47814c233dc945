/**
 * Stands in for the classic theme's progress-bar client module (aliased in ../index.ts).
 * Same behaviour: a bar across the top of the page when a route takes more than 200 ms
 * to load. The nprogress library is fetched while the browser is idle after the first
 * render, instead of with every page's entry JavaScript.
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/utils/whenIdle';

type ProgressBar = {configure(options: {showSpinner: boolean}): unknown; start(): unknown; done(): unknown};

const delayMs = 200;
let bar: ProgressBar | null = null;
let loading: Promise<ProgressBar> | null = null;
let routePending = false;

function loadBar(): Promise<ProgressBar> {
  loading ??= (import('nprogress') as Promise<{default: ProgressBar}>).then(({default: nprogress}) => {
    nprogress.configure({showSpinner: false});
    bar = nprogress;
    return nprogress;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    routePending = true;
    const timeout = window.setTimeout(() => {
      loadBar().then(
        (nprogress) => routePending && nprogress.start(),
        () => {},
      );
    }, delayMs);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate({previousLocation}) {
    routePending = false;
    bar?.done();
    if (!previousLocation) whenIdle(() => void loadBar().catch(() => {}));
  },
};

export default progressBar;
