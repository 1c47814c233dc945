/** Fields our plugin adds to the blog post metadata. */
import type {PropBlogPostMetadata} from '@docusaurus/plugin-content-blog';

export type ChangelogPostMetadata = PropBlogPostMetadata & {
  /** The list page (/changelog/ or /changelog/page/N/) that shows this release. */
  readonly listPageLink: string;
};
