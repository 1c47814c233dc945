import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import BrowserWindow from '@site/src/components/BrowserWindow';
import {sampleToMarkdown, type DemoSample} from './sample';
import styles from './styles.module.css';

/**
 * Plain code display: the home page shows only a few lines of code, and the
 * syntax highlighter would add ~40 KB of JavaScript to the site's entry page.
 */
function PlainCode({title, children}: {readonly title?: string; readonly children: string}): ReactNode {
  return (
    <div className={styles.code}>
      {title && <div className={styles.codeTitle}>{title}</div>}
      {/* A scrollable block must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

type Props = {
  readonly heading: string;
  readonly intro: string;
  readonly fileName: string;
  readonly url: string;
  readonly sample: DemoSample;
};

export default function HomepageDemo({heading, intro, fileName, url, sample}: Props): ReactNode {
  return (
    <section className={styles.demo} aria-labelledby="home-demo-heading">
      <div className="container">
        <h2 id="home-demo-heading" className="text--center">
          {heading}
        </h2>
        <p className={styles.intro}>{intro}</p>
        <div className={styles.columns}>
          <div className={styles.column}>
            <PlainCode title={fileName}>{sampleToMarkdown(sample)}</PlainCode>
          </div>
          <div className={styles.column}>
            <BrowserWindow url={url}>
              {/* A heading level that fits this page's outline; the real page would use an h1. */}
              <p className={styles.previewTitle}>{sample.title}</p>
              <p>{sample.paragraph}</p>
              <PlainCode>{sample.command}</PlainCode>
              <Admonition type="tip">{sample.tip}</Admonition>
            </BrowserWindow>
          </div>
        </div>
      </div>
    </section>
  );
}
