import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Where switching to `target` should take a reader who is on `pathname` in version `current`:
 * the same doc when the target version has it, otherwise the nearest parent page that exists
 * there (e.g. /docs/3.6.3/api/plugins/ for a plugin page that 3.6.3 lacks), otherwise the
 * target version's landing doc. `sameDoc` is the theme's same-id match, when there is one.
 */
export function closestVersionDoc(
  pathname: string,
  current: GlobalVersion | undefined,
  target: GlobalVersion,
  sameDoc: GlobalDoc | null | undefined,
): {doc: GlobalDoc; isSameDoc: boolean} {
  if (sameDoc) return {doc: sameDoc, isSameDoc: true};
  const docsByPath = new Map(target.docs.map((doc) => [withSlash(doc.path), doc]));
  const currentBase = current ? withSlash(current.path) : undefined;
  if (currentBase && withSlash(pathname).startsWith(currentBase)) {
    const segments = withSlash(pathname).slice(currentBase.length).split('/').filter(Boolean);
    for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
      const candidate = withSlash(`${withSlash(target.path)}${segments.slice(0, depth).join('/')}`);
      const doc = docsByPath.get(candidate);
      if (doc) return {doc, isSameDoc: false};
    }
  }
  const mainDoc = target.docs.find((doc) => doc.id === target.mainDocId) ?? target.docs[0]!;
  return {doc: mainDoc, isSameDoc: false};
}
