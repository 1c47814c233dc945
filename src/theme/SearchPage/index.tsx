// Wrapper that swaps the page body: the theme's SearchPage builds its own Algolia client (liteClient + algoliasearch-helper) with no way to inject another, so in local mode this renders LocalSearchPage; with Algolia credentials it renders the original page.
import React, {type ReactNode} from 'react';
import OriginalSearchPage from '@theme-original/SearchPage';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalSearchPage from '@site/src/plugins/local-search/components/LocalSearchPage';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';

export default function SearchPage(): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  if (data?.backend === 'local') {
    return <LocalSearchPage data={data} />;
  }
  return <OriginalSearchPage />;
}
