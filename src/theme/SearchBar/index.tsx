/**
 * Wrapper: the theme's SearchBar when Algolia credentials were given at build
 * time, otherwise the same DocSearch modal answered from the local index.
 */
import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalDocSearch from '@site/src/plugins/local-search/components/LocalDocSearch';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  if (data?.backend === 'local') {
    return <LocalDocSearch data={data} />;
  }
  return <OriginalSearchBar {...props} />;
}
