/**
 * Shows a new announcement on the very first page load after it changes.
 *
 * The classic theme hides the bar before hydration when the dismissal flag is
 * stored, and only compares the announcement id after hydration, so a reader who
 * dismissed the previous announcement would first see the new one on their next
 * page load. This inline script runs right after the theme's own and clears the
 * "initially dismissed" attribute when the stored id differs from the current id.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';

export function announcementResetScript(announcementId: string, storageNamespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  return `(function(){try{if(localStorage.getItem(${idKey})!==${JSON.stringify(announcementId)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementBarPlugin(context: LoadContext): Plugin | null {
  const {announcementBar} = context.siteConfig.themeConfig as Partial<ThemeConfig>;
  if (!announcementBar?.id) {
    return null;
  }
  const script = announcementResetScript(announcementBar.id, context.siteStorage.namespace);
  return {
    name: 'announcement-bar-new-id',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
