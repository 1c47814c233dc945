/**
 * Remark plugin (after the default ones): every content image of a page, outside links, gets a button laid over it
 * that opens it enlarged, and the page imports the zoom module (zoom.ts). The image stays an image for assistive
 * technologies; the button is a separate control named after it ("Enlarge image: <alt>"). Pages without images
 * import nothing. Local images reach this plugin as JSX `<img>` (the framework's image transform has run); remote
 * ones as Markdown `image` nodes.
 */
import type {Root, RootContent} from 'mdast';
import path from 'node:path';
import {mdxImport} from '../../utils/mdxImport';

export const zoomModule = path.join(__dirname, 'zoom.ts');

type AnyNode = Root | RootContent;
type Parent = Extract<AnyNode, {children: unknown}>;
type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

const linkJsxNames = new Set(['a', 'Link']);

function isJsx(node: AnyNode): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function attribute(node: JsxElement, name: string): unknown {
  const found = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return found ? (found.value ?? true) : undefined;
}

/** The text alternative of an image, when it is written literally. */
function altOf(node: AnyNode): string | undefined {
  if (node.type === 'image') return node.alt ?? undefined;
  if (isJsx(node)) {
    const alt = attribute(node, 'alt');
    return typeof alt === 'string' ? alt : undefined;
  }
  return undefined;
}

/** `<span class="zoom-frame">` holding the image and the button that opens it. */
export function zoomFrame(image: RootContent, flow: boolean): JsxElement {
  const alt = altOf(image)?.trim();
  const label = alt ? `Enlarge image: ${alt}` : 'Enlarge image';
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: 'span',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'zoom-frame'}],
    children: [
      image,
      {
        type: 'mdxJsxTextElement',
        name: 'button',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'type', value: 'button'},
          {type: 'mdxJsxAttribute', name: 'className', value: 'zoom-frame__button'},
          {type: 'mdxJsxAttribute', name: 'data-zoom', value: 'image'},
          {type: 'mdxJsxAttribute', name: 'aria-haspopup', value: 'dialog'},
          {type: 'mdxJsxAttribute', name: 'aria-label', value: label},
        ],
        children: [],
      },
    ],
  } as JsxElement;
}

function isZoomable(node: AnyNode): boolean {
  if (node.type === 'image') return true;
  // `data-zoom="false"` on a JSX image opts it out.
  return isJsx(node) && node.name === 'img' && attribute(node, 'data-zoom') !== 'false';
}

/** Frames the images under `parent`; returns how many. */
function frame(parent: Parent, insideLink: boolean): number {
  let count = 0;
  const children = parent.children as RootContent[];
  children.forEach((child, index) => {
    if (!insideLink && isZoomable(child)) {
      children[index] = zoomFrame(child, child.type === 'mdxJsxFlowElement');
      count += 1;
      return;
    }
    const link =
      insideLink ||
      child.type === 'link' ||
      child.type === 'linkReference' ||
      (isJsx(child) && linkJsxNames.has(child.name ?? ''));
    if ('children' in child) count += frame(child as Parent, link);
  });
  return count;
}

export default function remarkZoom() {
  return (tree: Root): void => {
    if (frame(tree, false) > 0) tree.children.unshift(mdxImport(zoomModule));
  };
}
