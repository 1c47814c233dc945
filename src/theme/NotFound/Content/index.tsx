/**
 * Wrapper: the theme's not-found content, followed by the pages closest to the missing
 * URL from the local search index (local search only; with Algolia nothing is added).
 * The docs plugin bundles this component with every docs page (for unknown paths inside
 * a version), so the list loads lazily, in the browser, only when a page is not found.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';

type Props = WrapperProps<typeof ContentType>;

const ClosestPages = lazy(() => import('@site/src/plugins/local-search/components/ClosestPages'));

export default function ContentWrapper(props: Props): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  return (
    <>
      <Content {...props} />
      {data?.backend === 'local' && !data.indexMissingInDev && (
        <BrowserOnly>
          {() => (
            <Suspense fallback={null}>
              <ClosestPages data={data} />
            </Suspense>
          )}
        </BrowserOnly>
      )}
    </>
  );
}
