/**
 * "Copy page" for AI tools: copies the Markdown copy of the current doc (written at build
 * time by src/plugins/llms-txt) to the clipboard, and links to that file. Every version of the main
 * docs plugin has Markdown copies; the community docs do not, so they show nothing.
 */
import React, {type CSSProperties, type ReactNode, useEffect, useRef, useState} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {markdownUrlFor} from '@site/src/plugins/llms-txt/markdownUrl';
import styles from './styles.module.css';

// Infima's small outline buttons: no CSS of our own beyond the row layout.
const buttonClass = 'button button--sm button--outline button--secondary';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

type CopyState = 'idle' | 'copied' | 'failed';

const labels: Record<CopyState, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};

async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

export default function CopyPage(): ReactNode {
  const {pluginId} = useDocsVersion();
  const {metadata} = useDoc();
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  if (pluginId !== 'default') return null;
  const markdownUrl = markdownUrlFor(metadata.permalink);

  const onCopy = () => {
    copyMarkdown(markdownUrl).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setState('idle'), 2500);
  };

  return (
    <div className={`${styles.copyPage} theme-copy-page`} role="group" aria-label="Page as Markdown">
      <button type="button" className={buttonClass} onClick={onCopy} data-state={state}>
        {labels[state]}
      </button>
      <a className={buttonClass} href={markdownUrl} target="_blank" rel="noopener">
        View as Markdown
      </a>
      <span style={visuallyHidden} role="status" aria-live="polite">
        {state === 'copied'
          ? 'Page copied to the clipboard as Markdown'
          : state === 'failed'
            ? 'Could not copy the page'
            : ''}
      </span>
    </div>
  );
}
