/**
 * Remark plugin (after the default ones): every content image of a page, outside links, becomes a control that
 * opens it enlarged, and the page imports the zoom module (zoom.ts). Pages without images import nothing.
 * Local images reach this plugin as JSX `<img>` (the framework's image transform has run); remote ones as Markdown
 * `image` nodes.
 */
import type {Root, RootContent} from 'mdast';
import path from 'node:path';
import {sideEffectImport} from '../code-highlighting/remarkCodeImports';

export const zoomModule = path.join(__dirname, 'zoom.ts');

type AnyNode = Root | RootContent;
type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

/** What the image carries on the page (see zoom.ts): a keyboard-reachable button that opens a dialog. */
export const zoomAttributes = {'data-zoom': 'image', role: 'button', tabIndex: '0', 'aria-haspopup': 'dialog'} as const;

const linkJsxNames = new Set(['a', 'Link']);

function isJsx(node: AnyNode): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function hasAttribute(node: JsxElement, name: string): boolean {
  return node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
}

/** Marks a JSX image unless its author opted out with `data-zoom="false"`; returns whether it is zoomable. */
function markJsx(node: JsxElement): boolean {
  const own = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'data-zoom');
  if (own) return own.value !== 'false';
  for (const [name, value] of Object.entries(zoomAttributes)) {
    if (!hasAttribute(node, name)) node.attributes.push({type: 'mdxJsxAttribute', name, value});
  }
  return true;
}

function markImage(node: Extract<RootContent, {type: 'image'}>): void {
  node.data = {
    ...node.data,
    hProperties: {...node.data?.hProperties, dataZoom: 'image', role: 'button', tabIndex: 0, ariaHasPopup: 'dialog'},
  };
}

/** Marks the images under `node`; returns how many. */
function mark(node: AnyNode, insideLink: boolean): number {
  if (!insideLink && node.type === 'image') {
    markImage(node);
    return 1;
  }
  if (!insideLink && isJsx(node) && node.name === 'img') {
    return markJsx(node) ? 1 : 0;
  }
  const link = insideLink || node.type === 'link' || node.type === 'linkReference' || (isJsx(node) && linkJsxNames.has(node.name ?? ''));
  let count = 0;
  if ('children' in node) for (const child of node.children as RootContent[]) count += mark(child, link);
  return count;
}

export default function remarkZoom() {
  return (tree: Root): void => {
    if (mark(tree, false) > 0) tree.children.unshift(sideEffectImport(zoomModule));
  };
}
