/**
 * Client-module fixture: proves that `onRouteUpdate` of a plugin client module
 * runs on the first load and on every client-side navigation. It writes the
 * latest pathname on <html>, where an E2E test reads it.
 */
import type {ClientModule} from '@docusaurus/types';

export const routeMarkerAttribute = 'data-dogfood-last-route';

const clientModule: ClientModule = {
  onRouteUpdate({location}) {
    document.documentElement.setAttribute(routeMarkerAttribute, location.pathname);
  },
};

export default clientModule;
