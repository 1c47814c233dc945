import React from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** Message shown by the test-area navbar item; e2e tests assert on it. */
export const dogfoodAlertMessage = 'The custom navbar item of the /tests area works.';

type Props = {
  readonly content: string;
  readonly mobile?: boolean;
};

/** A navbar item type registered by the site, visible only in the /tests area. */
export default function CustomDogfoodNavbarItem({content, mobile}: Props): React.ReactNode {
  const {pathname} = useLocation();
  const testsBase = useBaseUrl('/tests');
  if (pathname !== testsBase && !pathname.startsWith(`${testsBase}/`)) {
    return null;
  }
  const label = mobile ? `${content} (mobile)` : content;
  return (
    <button
      type="button"
      className={mobile ? 'menu__link' : 'navbar__item navbar__link clean-btn'}
      aria-label="Custom navbar item of the tests area"
      onClick={() => window.alert(dogfoodAlertMessage)}>
      {label}
    </button>
  );
}
