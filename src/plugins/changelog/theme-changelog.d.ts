/** Types of the theme components this plugin provides under `@theme/`. */
declare module '@theme/ChangelogList' {
  export {default} from '@theme/BlogListPage';
}

declare module '@theme/ChangelogList/Header' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly blogTitle: string;
    readonly blogDescription: string;
  }
  export default function ChangelogListHeader(props: Props): ReactNode;
}

declare module '@theme/ChangelogItem' {
  import type {ReactNode} from 'react';

  export default function ChangelogItem(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ChangelogItem/Committers' {
  import type {ReactNode} from 'react';
  import type {Author} from '@docusaurus/plugin-content-blog';

  export default function ChangelogCommitters(props: {authors: readonly Author[]}): ReactNode;
}

declare module '@theme/ChangelogPage' {
  export {default} from '@theme/BlogPostPage';
}

declare module '@theme/ChangelogPaginator' {
  import type {ReactNode} from 'react';

  interface NavItem {
    readonly title: string;
    readonly permalink: string;
  }
  export default function ChangelogPaginator(props: {prevItem?: NavItem; nextItem?: NavItem}): ReactNode;
}

declare module '@theme/ChangelogAvatar' {
  import type {ReactNode} from 'react';

  export default function ChangelogAvatar(props: {handle: string; name?: string}): ReactNode;
}

declare module '@theme/ChangelogAuthorsList' {
  export {default} from '@theme/Blog/Pages/BlogAuthorsListPage';
}
