/**
 * Serves the read-only feature-requests board at /feature-requests/.
 * The route is not exact, so /feature-requests/<slug>/ renders the same page,
 * which shows the matching request.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

export default function featureRequestsPlugin(context: LoadContext): Plugin {
  return {
    name: 'feature-requests-plugin',
    async contentLoaded({actions}) {
      const basePath = normalizeUrl([context.baseUrl, '/feature-requests/']);
      const basePathModule = await actions.createData('base-path.json', JSON.stringify(basePath));
      actions.addRoute({
        path: basePath,
        exact: false,
        component: '@site/src/plugins/feature-requests/FeatureRequestsPage.tsx',
        modules: {basePath: basePathModule},
      });
    },
  };
}
