/**
 * Wraps the Mermaid diagram so it can be opened enlarged (src/plugins/zoom): a button laid over the diagram opens a
 * dialog where a wide diagram is shown at full size and can be panned; the diagram itself keeps its semantics. The theme puts this component in the MDX
 * components of every page, so the zoom module is loaded from here only once a diagram is on the page.
 */
import React, {type ReactNode, useEffect} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default function MermaidWrapper(props: Props): ReactNode {
  useEffect(() => {
    void import('@site/src/plugins/zoom/zoom');
  }, []);
  return (
    <div className="zoom-frame zoom-frame--block">
      <Mermaid {...props} />
      <button
        type="button"
        className="zoom-frame__button"
        data-zoom="diagram"
        aria-haspopup="dialog"
        aria-label="Enlarge diagram"
      />
    </div>
  );
}
