/**
 * Wrapper: puts the "Copy page" tools above the doc content (title included), and hydrates the content after the rest
 * of the page, in slices (see Layout/HydrateLater): on a long page it was the largest single task of the page load.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/theme/Layout/HydrateLater';
import CopyPage from '../CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <HydrateLater>
        <Content {...props} />
      </HydrateLater>
    </>
  );
}
