import bundler from './bundler';
import configuration from './configuration';
import content from './content';
import i18nDeployment from './i18n-deployment';
import internal from './internal';
import links from './links';
import markdown from './markdown';
import plugins from './plugins';
import react from './react';
import type {TroubleshootingArea} from './types';

/** Every area of the troubleshooting reference, in the order of the docs sidebar. Each has a page in each docs version. */
export const troubleshootingAreas: TroubleshootingArea[] = [configuration, content, markdown, react, bundler, links, i18nDeployment, plugins, internal];
