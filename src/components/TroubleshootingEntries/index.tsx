/** Renders one area of the troubleshooting reference (src/data/troubleshooting/) for one docs version. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {entriesFor, parseInline, resolveTarget} from '@site/src/data/troubleshooting/select';
import {entryLabels, sourceLabels} from '@site/src/data/troubleshooting/labels';
import type {DocsVersionName, TroubleshootingArea, TroubleshootingEntry} from '@site/src/data/troubleshooting/types';
import styles from './styles.module.css';

function Inline({source, version}: {source: string; version: DocsVersionName}): ReactNode {
  return parseInline(source).map((part, index) => {
    switch (part.kind) {
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'link':
        return (
          <Link key={index} to={resolveTarget(part.target, version)}>
            {part.text}
          </Link>
        );
      default:
        return <React.Fragment key={index}>{part.text}</React.Fragment>;
    }
  });
}

function Entry({entry, version}: {entry: TroubleshootingEntry; version: DocsVersionName}): ReactNode {
  return (
    <section className={styles.entry}>
      <Heading as="h3" id={entry.id}>
        <Inline source={entry.title} version={version} />
      </Heading>
      <p className={styles.source}>{sourceLabels[entry.source]}</p>
      {entry.messages.map((message) => (
        // The search matches a pasted message against data-search-message (local-search/quotedMessages.ts).
        <pre
          key={message.text}
          className={styles.message}
          aria-label={entryLabels.messages}
          data-search-message={entry.id}>
          <code>{message.text}</code>
        </pre>
      ))}
      <p>
        <strong>{entryLabels.cause}.</strong> <Inline source={entry.cause} version={version} />
      </p>
      <p>
        <strong>{entryLabels.fix}.</strong> <Inline source={entry.fix} version={version} />
      </p>
      {entry.see && entry.see.length > 0 && (
        <p>
          <strong>{entryLabels.see}:</strong>{' '}
          {entry.see.map((link, index) => (
            <React.Fragment key={link}>
              {index > 0 && ', '}
              <Inline source={link} version={version} />
            </React.Fragment>
          ))}
        </p>
      )}
    </section>
  );
}

export default function TroubleshootingEntries({
  area,
  version,
}: {
  area: TroubleshootingArea;
  version: DocsVersionName;
}): ReactNode {
  return entriesFor(area, version).map((group) => (
    <React.Fragment key={group.id}>
      <Heading as="h2" id={group.id}>
        <Inline source={group.title} version={version} />
      </Heading>
      {group.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} version={version} />
      ))}
    </React.Fragment>
  ));
}
