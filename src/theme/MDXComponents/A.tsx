// Wrapper: a Markdown link to a file (`[Download](./assets/checklist.txt)`) is bundled to /assets/files/<name>-<hash>.<ext>,
// and the Link component then appended the site's trailing slash to it like to a page, so the download answered 404.
// `pathname://` is Link's documented escape hatch for such paths: the base URL is still added, the slash is not.
import React, {type ReactNode} from 'react';
import MDXA from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';

/** Bundled file assets (the file loader's output folder), as opposed to pages. */
export function isBundledFile(href: string | undefined): href is string {
  return typeof href === 'string' && /^(?:\/[^?#]*)?\/assets\/files\/[^/?#]+\.\w+(?:[?#].*)?$/.test(href);
}

export default function MDXAWrapper(props: Props): ReactNode {
  if (isBundledFile(props.href)) {
    return <MDXA {...props} href={`pathname://${props.href}`} />;
  }
  return <MDXA {...props} />;
}
