/**
 * Wraps the theme's TabItem to carry its label inside the panel, hidden on screen and shown in print
 * (src/css/print.css), where every tab's content is printed one after the other.
 */
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';

type LabelledProps = Props & {readonly label?: string};

export default function TabItemWrapper(props: LabelledProps): ReactNode {
  const {label, value, children} = props;
  return (
    <TabItem {...props}>
      <span className="tab-print-label" data-pagefind-ignore="">
        {label ?? value}
      </span>
      {children}
    </TabItem>
  );
}
