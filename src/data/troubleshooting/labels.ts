import type {MessageSource} from './types';

/** The words around each entry of the troubleshooting pages. */
export const entryLabels = {
  messages: 'Message',
  cause: 'Cause',
  fix: 'Fix',
  see: 'See',
};

export const sourceLabels: Record<MessageSource, string> = {
  docusaurus: 'Printed by Docusaurus',
  react: 'Printed by React',
  bundler: 'Printed by the bundler (Rspack or webpack)',
  mdx: 'Printed by the MDX compiler',
  node: 'Printed by Node.js',
  npm: 'Printed by the package manager',
};
