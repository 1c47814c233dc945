import type {TroubleshootingArea} from './types';

/** Shown on the overview page: messages of internal checks, which a site meets only through a bug or internal APIs. */
const internal: TroubleshootingArea = {
  slug: 'index',
  title: 'Internal checks',
  groups: [
    {
      id: 'internal-checks',
      title: 'Internal checks',
      entries: [
        {
          id: 'internal-assertions',
          title: 'Messages of internal checks',
          source: 'docusaurus',
          messages: [
            {text: "Can't getCurrentBundlerAsRspack() because current bundler is …"},
            {text: 'SSG Worker Thread not executing in Tinypool context?', versions: ['canary']},
            {text: 'SSG Worker Thread workerData params missing', versions: ['canary']},
            {text: 'No performance start mark for label=…', versions: ['canary']},
            {text: 'Plugin not found for identifier …'},
            {text: 'E2E_TEST: Project has compiler errors.'},
            {text: 'this should never be called'},
            {text: 'Cannot get valid Docusaurus webpack compiler name. Found compilerName=…'},
            {text: 'PostCssPluginWrapInLayer options are mandatory', versions: ['canary']},
            {text: 'Already canceled', versions: ['canary']},
            {text: 'unknown item type …'},
            {text: "Can't select invalid tab value=…"},
            {text: 'useTabsContext() must be used within a Tabs component', versions: ['canary']},
            {text: 'usePlayground must be used within PlaygroundProvider', versions: ['canary']},
            {text: 'Server bundle export from "…" must be a function that renders the Docusaurus React app.', versions: ['3.7.0', '3.6.3']},
            {text: 'Blog post not found for filePath=…'},
          ],
          cause:
            'These checks guard the framework\'s own assumptions: the bundler in use, the worker threads of the build, the order of its timers, the Docusaurus end-to-end tests, components used inside their parent (`TabItem` inside `Tabs`, the live editor inside its provider, a doc card of a known sidebar item type). A site meets them when swizzled or custom code uses internal components out of place, or through a bug.',
          fix: 'If you swizzled the component named in the stack trace, compare it with the current original (swizzle it again into a scratch folder). Otherwise, report the message with a small reproduction to the Docusaurus issue tracker.',
          see: ['[Swizzling](doc:swizzling)'],
        },
      ],
    },
  ],
};

export default internal;
