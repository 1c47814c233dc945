/**
 * Wrapper: the theme's SearchBar when Algolia credentials were given at build
 * time, otherwise the same DocSearch modal answered from the local index.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalDocSearch from '@site/src/plugins/local-search/components/LocalDocSearch';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';

type Props = WrapperProps<typeof SearchBarType>;

// Loaded only with Algolia, so the local-search build does not ship the theme's SearchBar.
const OriginalSearchBar = lazy(() => import('@theme-original/SearchBar'));

export default function SearchBar(props: Props): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  if (data?.backend === 'local') {
    return <LocalDocSearch data={data} />;
  }
  return (
    <Suspense fallback={null}>
      <OriginalSearchBar {...props} />
    </Suspense>
  );
}
