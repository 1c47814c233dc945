// The card text X/Twitter shows for a shared link. Its parser reads `twitter:*` tags first; the theme only emits the
// Open Graph ones, so pages repeat their title and description here.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

type Props = {
  /** The page title as the browser tab shows it (already formatted with the site's name). */
  readonly title: string;
  readonly description?: string;
};

export default function TwitterCardText({title, description}: Props): ReactNode {
  return (
    <Head>
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
    </Head>
  );
}
