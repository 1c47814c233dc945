/**
 * Wrapper: the theme's not-found content, with the pages closest to the missing URL from the local search index
 * (local search only; with Algolia nothing is added). In `npm start`, a URL of a section the dev server left out
 * (`src/config/content.ts`) also gets a note naming the switch that brings it back. Both go inside the `<main>`
 * landmark the theme's content renders, through a portal, so a screen-reader user who jumps to the main content finds
 * them there.
 * The docs plugin bundles this component with every docs page (for unknown paths inside a version), so the list loads
 * lazily, in the browser, only when a page is not found.
 */
import React, {lazy, Suspense, useCallback, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {localSearchPluginName, type LocalSearchGlobalData} from '@site/src/plugins/local-search/types';
import {leftOutSectionFor, type LeftOutSection} from './leftOutSection';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const ClosestPages = lazy(() => import('@site/src/plugins/local-search/components/ClosestPages'));

function LeftOutSectionNote({section}: {section: LeftOutSection}): ReactNode {
  return (
    <div className={`alert alert--info ${styles.leftOutNote}`} role="note">
      <Translate
        id="site.notFound.devLeftOutSection"
        description="In npm start only: the missing page belongs to a section the dev server did not build"
        values={{
          section: section.name,
          start: <code>npm start</code>,
          command: <code>{`${section.switch} npm start`}</code>,
        }}>
        {
          '{start} leaves out {section} by default, so that the dev server starts faster. To see this page, stop the server and start it again with {command}.'
        }
      </Translate>
    </div>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const data = usePluginData(localSearchPluginName) as LocalSearchGlobalData | undefined;
  // Set in the browser once the theme's content is in the page: its <main>, or this wrapper if it has none.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback((wrapper: HTMLDivElement | null) => {
    setLandmark(wrapper ? (wrapper.querySelector(':scope > main') ?? wrapper) : null);
  }, []);
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const leftOutSection = leftOutSectionFor(pathname, siteConfig.customFields?.devLeftOutSections, siteConfig.baseUrl);
  const showClosestPages = data?.backend === 'local' && !data.indexMissingInDev;
  return (
    <div ref={findLandmark} className={styles.contents}>
      <Content {...props} />
      {landmark &&
        (leftOutSection || showClosestPages) &&
        createPortal(
          <>
            {leftOutSection && <LeftOutSectionNote section={leftOutSection} />}
            {showClosestPages && (
              <div className={styles.closestPages}>
                <Suspense fallback={null}>
                  <ClosestPages data={data} />
                </Suspense>
              </div>
            )}
          </>,
          landmark,
        )}
    </div>
  );
}
