import React, {useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

/** `<Link>` forwards its ref to the anchor element: a click reads and changes the anchor through that ref. */
export default function LinkTests(): React.ReactNode {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [seenTag, setSeenTag] = useState('none');
  return (
    <Layout title="Link tests">
      <main className="container margin-vert--lg">
        <h1>Link tests</h1>
        <p>
          <Link ref={linkRef} to="/tests/pages/link-tests/#ref-target">
            A link holding a ref
          </Link>
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            const anchor = linkRef.current;
            if (anchor) {
              anchor.textContent = 'Text changed through the ref';
              setSeenTag(anchor.tagName.toLowerCase());
            }
          }}>
          Change the link through its ref
        </button>
        <p role="status">Element behind the ref: {seenTag}</p>
        <Heading as="h2" id="ref-target">
          Ref target
        </Heading>
      </main>
    </Layout>
  );
}
