/**
 * Wrapper: puts the "Copy page" tools above the doc content (title included). The content hydrates with the page:
 * deferred, it was hydrated in one task by the first updates after hydration (see Layout/HydrateLater).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '../CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
