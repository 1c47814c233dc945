import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
// Its code is made in the browser, so the browser highlights it (see src/plugins/code-highlighting).
import '@site/src/plugins/code-highlighting/providePrismContent';
import {pluginConfig, presetConfig} from './transform';

type Props = {
  /** JS object literal with the options, as text. */
  readonly options: string;
  /** Key of the classic preset that forwards to the plugin, e.g. `docs`. */
  readonly presetKey: string;
  /** Package name of the plugin, e.g. `@docusaurus/plugin-content-docs`. */
  readonly pluginName: string;
};

/** The same options shown through the preset and through the plugin, in synced tabs. */
export default function ConfigTabs({options, presetKey, pluginName}: Props): ReactNode {
  return (
    <Tabs groupId="config-style">
      <TabItem value="preset" label="Preset options">
        <p>
          With the classic preset, pass the options under its <code>{presetKey}</code> key:
        </p>
        <CodeBlock language="js" title="docusaurus.config.js">
          {presetConfig(options, presetKey)}
        </CodeBlock>
      </TabItem>
      <TabItem value="plugin" label="Plugin options">
        <p>
          When you declare <code>{pluginName}</code> yourself, pass the same object as its options:
        </p>
        <CodeBlock language="js" title="docusaurus.config.js">
          {pluginConfig(options, pluginName)}
        </CodeBlock>
      </TabItem>
    </Tabs>
  );
}
