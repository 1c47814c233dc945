import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * `docs`: guides for learning the framework; `api`: the reference.
 * Doc ids follow the file paths under docs/ (e.g. guides/docs/versioning).
 */
const sidebars: SidebarsConfig = {
  docs: [
    'introduction',
    {
      type: 'category',
      label: 'Getting Started',
      link: {type: 'generated-index'},
      collapsed: false,
      items: ['installation'],
    },
    'migration/index',
  ],
  api: ['cli'],
};

export default sidebars;
