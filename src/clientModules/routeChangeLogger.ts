/**
 * On preview deploys (built with DEPLOY_PREVIEW=true), logs each route change to the console
 * so reviewers can follow client-side navigation. Does nothing on production builds.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

type LocationLike = {pathname: string; search: string; hash: string};

export function formatRouteChange(location: LocationLike, previousLocation: LocationLike | null): string {
  const to = `${location.pathname}${location.search}${location.hash}`;
  const from = previousLocation
    ? `${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`
    : '(first load)';
  return `[preview] route change: ${from} -> ${to}`;
}

export function isDeployPreview(customFields: Record<string, unknown> | undefined): boolean {
  return customFields?.isDeployPreview === true;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (isDeployPreview(siteConfig.customFields)) {
      console.log(formatRouteChange(location, previousLocation));
    }
  },
};

export default clientModule;
