/**
 * plugin-pwa `swRegister` client module. The plugin's own registration script (and the
 * workbox-window library it imports) would otherwise download and run before the page
 * becomes interactive; registering a service worker can wait until the page has hydrated,
 * loaded and the browser is idle, so this module loads that script only then.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/utils/whenIdle';

let scheduled = false;

function registerServiceWorker(): void {
  whenIdle(() => void import('@docusaurus/plugin-pwa/lib/registerSw.js'));
}

/** Client-module lifecycle: first called once React has rendered the first route. */
export function onRouteDidUpdate(): void {
  if (scheduled || !ExecutionEnvironment.canUseDOM) return;
  scheduled = true;
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, {once: true});
}
