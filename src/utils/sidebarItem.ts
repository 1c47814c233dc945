/**
 * The part of a loaded docs sidebar item that the build plugins read (llms-txt groups pages by sidebar section,
 * social-cards names a page's section). The docs plugin's own types vary by item kind; this is their common shape.
 */
export type SidebarItemLike = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
};
