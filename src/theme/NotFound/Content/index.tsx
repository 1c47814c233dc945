/**
 * Wrapper: the theme's not-found content, with the pages closest to the missing URL from the local search index
 * (local search only; with Algolia nothing is added). The list goes inside the `<main>` landmark the theme's content
 * renders, through a portal, so a screen-reader user who jumps to the main content finds it there.
 * The docs plugin bundles this component with every docs page (for unknown paths inside a version), so the list loads
 * lazily, in the browser, only when a page is not found.
 */
import React, {lazy, Suspense, useCallback, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const ClosestPages = lazy(() => import('@site/src/plugins/local-search/components/ClosestPages'));

export default function ContentWrapper(props: Props): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  // Set in the browser once the theme's content is in the page: its <main>, or this wrapper if it has none.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback((wrapper: HTMLDivElement | null) => {
    setLandmark(wrapper ? (wrapper.querySelector(':scope > main') ?? wrapper) : null);
  }, []);
  const showClosestPages = data?.backend === 'local' && !data.indexMissingInDev;
  return (
    <div ref={findLandmark} className={styles.contents}>
      <Content {...props} />
      {showClosestPages &&
        landmark &&
        createPortal(
          <div className={styles.closestPages}>
            <Suspense fallback={null}>
              <ClosestPages data={data} />
            </Suspense>
          </div>,
          landmark,
        )}
    </div>
  );
}
