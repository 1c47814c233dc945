/**
 * Wrapper: the theme's not-found content, followed by the pages closest to the missing
 * URL from the local search index (local search only; with Algolia nothing is added).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import ClosestPages from '@site/src/plugins/local-search/components/ClosestPages';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  return (
    <>
      <Content {...props} />
      {data?.backend === 'local' && !data.indexMissingInDev && <ClosestPages data={data} />}
    </>
  );
}
