/**
 * Wrapper: the desktop blog sidebar lists every post (`blogSidebarCount: 'ALL'`), so it is hydrated after the rest of
 * the page, in slices (see Layout/HydrateLater); on a phone React drops it before hydrating it (the phone shows the
 * list in the navbar menu instead).
 */
import React, {type ReactNode} from 'react';
import Desktop from '@theme-original/BlogSidebar/Desktop';
import type DesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/theme/Layout/HydrateLater';

type Props = WrapperProps<typeof DesktopType>;

export default function DesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <Desktop {...props} />
    </HydrateLater>
  );
}
