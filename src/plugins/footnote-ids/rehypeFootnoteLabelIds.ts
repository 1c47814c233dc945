/**
 * Rehype plugin for blog posts: makes the id of the footnotes' hidden "Footnotes" heading unique per post.
 *
 * The blog already suffixes footnote ids per file (plugin-content-blog's footnoteIDFixer), but the heading above the
 * footnotes keeps the fixed id `footnote-label`, and every footnote reference points at it (`aria-describedby`). A list
 * page that shows several whole posts with footnotes then had that id several times, and the references of the
 * second post described themselves with the first post's heading.
 */
import {createHash} from 'node:crypto';

type HastNode = {type: string; properties?: Record<string, unknown>; children?: HastNode[]};

const label = 'footnote-label';

function walk(node: HastNode, visit: (node: HastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Renames `footnote-label` (with any clobber prefix) to `<id>-<suffix>` in ids and aria-describedby lists. */
export function suffixFootnoteLabel(tree: HastNode, suffix: string): void {
  const renamed = (id: string) => (id.endsWith(label) ? `${id}-${suffix}` : id);
  walk(tree, (node) => {
    const props = node.properties;
    if (!props) return;
    if (typeof props.id === 'string') props.id = renamed(props.id);
    if (Array.isArray(props.ariaDescribedBy))
      props.ariaDescribedBy = props.ariaDescribedBy.map((id) => renamed(String(id)));
    else if (typeof props.ariaDescribedBy === 'string') props.ariaDescribedBy = renamed(props.ariaDescribedBy);
  });
}

export default function rehypeFootnoteLabelIds() {
  return (tree: HastNode, file: {path?: string}): void => {
    const suffix = createHash('sha1')
      .update(file.path ?? '')
      .digest('hex')
      .slice(0, 6);
    suffixFootnoteLabel(tree, suffix);
  };
}
