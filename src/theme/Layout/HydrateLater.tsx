/**
 * Hydrates its children after the rest of the page, in slices. A server-rendered `<Activity>` boundary (React 19.2)
 * stays dehydrated while React hydrates the page around it; React then hydrates it at its lowest priority, yielding
 * to the browser every few milliseconds, so a long article or a long list no longer makes one long task of the page's
 * hydration. A click inside it before then makes React hydrate it at once and replay the click. The HTML is the same
 * plus two comment markers, and client-side navigations render as before.
 * Not a Suspense boundary: React's server renderer moves a large completed Suspense boundary out of place (a hidden
 * copy at the end of the body and an inline script that swaps it in), which an Activity boundary never is.
 * Used around what a reader does not need in the first second: a docs page's or a post's body, the desktop docs
 * and blog sidebars and the table of contents (on a phone React drops those before hydrating them).
 */
import React, {Activity, Fragment, type ReactNode} from 'react';

// React before 19.2 has no Activity: the children then hydrate with the page, as without this component.
const Boundary = Activity ?? Fragment;

export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  return Boundary === Fragment ? <>{children}</> : <Activity mode="visible">{children}</Activity>;
}
