/**
 * Links DocSearch's modal stylesheet (see ../modalStylesheet.ts) once, and resolves when
 * it has loaded, so the modal never shows unstyled.
 */
import siteConfig from '@generated/docusaurus.config';
import {modalStylesheetPath} from '../types';

const href = `${siteConfig.baseUrl}${modalStylesheetPath}`;
let loading: Promise<void> | null = null;

export function loadModalStyle(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loading = null;
      reject(new Error(`The search modal stylesheet ${href} could not be loaded.`));
    };
    document.head.appendChild(link);
  });
  return loading;
}
