import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import BrowserWindow from '@site/src/components/BrowserWindow';
import {sampleToMarkdown, type DemoSample} from './sample';
import styles from './styles.module.css';

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
            <CodeBlock language="md" title={fileName}>
              {sampleToMarkdown(sample)}
            </CodeBlock>
          </div>
          <div className={styles.column}>
            <BrowserWindow url={url}>
              {/* A heading level that fits this page's outline; the real page would use an h1. */}
              <p className={styles.previewTitle}>{sample.title}</p>
              <p>{sample.paragraph}</p>
              <CodeBlock language="bash">{sample.command}</CodeBlock>
              <Admonition type="tip">{sample.tip}</Admonition>
            </BrowserWindow>
          </div>
        </div>
      </div>
    </section>
  );
}
