/**
 * Hydrates its children after the rest of the page, in slices. A server-rendered `<Activity>` boundary (React 19.2)
 * stays dehydrated while React hydrates the page around it; React then hydrates it at its lowest priority, yielding
 * to the browser every few milliseconds. A click inside it before then makes React hydrate it at once and replay the
 * click. The HTML is the same plus two comment markers, and client-side navigations render as before.
 *
 * Only for what a phone drops right after hydration: the desktop docs and blog sidebars. The first updates after
 * hydration (the browser flag, the window size, the colour mode, each a context above every boundary) reach a
 * boundary that is still dehydrated, and React must then hydrate it at once, in one task, before it can apply them.
 * A dropped sidebar is deleted in that same update and never hydrated; a part the phone keeps would be hydrated in one
 * long task. So the article body and the table of contents hydrate with the page, whose hydration React already
 * slices (reports/performance.md, session 19: a post's CPU blocking time at 4×, 239 → 173 ms).
 *
 * Not a Suspense boundary: React's server renderer moves a large completed Suspense boundary out of place (a hidden
 * copy at the end of the body and an inline script that swaps it in), which an Activity boundary never is.
 */
import React, {Activity, Fragment, type ReactNode} from 'react';

// React before 19.2 has no Activity: the children then hydrate with the page, as without this component.
const Boundary = Activity ?? Fragment;

export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  return Boundary === Fragment ? <>{children}</> : <Activity mode="visible">{children}</Activity>;
}
