/**
 * Serves the read-only feature-requests board at /feature-requests/.
 * One exact route per known request gives each detail page its own static
 * HTML; the non-exact route at the base path, added last so it matches last,
 * renders the list and, for any other sub-path, a "not found" state inside
 * the board.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {featureRequests} from './requests';

const component = '@site/src/plugins/feature-requests/FeatureRequestsPage.tsx';

export default function featureRequestsPlugin(context: LoadContext): Plugin {
  return {
    name: 'feature-requests-plugin',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/data/feature-requests.json')];
    },
    async contentLoaded({actions}) {
      const basePath = normalizeUrl([context.baseUrl, '/feature-requests/']);
      const basePathModule = await actions.createData('base-path.json', JSON.stringify(basePath));
      const modules = {basePath: basePathModule};
      for (const request of featureRequests) {
        actions.addRoute({path: normalizeUrl([basePath, request.slug, '/']), exact: true, component, modules});
      }
      actions.addRoute({path: basePath, exact: false, component, modules});
    },
  };
}
