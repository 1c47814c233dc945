import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {listPlaygrounds, type PlaygroundHost} from './playgrounds';
import styles from './styles.module.css';

type Props = {
  /** What each host is good at; the page copy lives in the MDX that renders the cards. */
  readonly descriptions?: Partial<Record<PlaygroundHost, ReactNode>>;
};

/** A box drawn as an isometric cube (stands for a sandbox VM). */
function SandboxIcon(): ReactNode {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d="M16 3 28 9.5v13L16 29 4 22.5v-13Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M4 9.5 16 16l12-6.5M16 16v13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A lightning bolt (stands for an in-browser runtime that boots quickly). */
function InstantIcon(): ReactNode {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M18.5 2 6 18h8.5L12 30l14-17.5h-9Z" fill="currentColor" />
    </svg>
  );
}

const icons: Record<PlaygroundHost, () => ReactNode> = {
  codesandbox: SandboxIcon,
  stackblitz: InstantIcon,
};

/**
 * Cards that open a new Docusaurus site in an online editor, with a
 * JavaScript and a TypeScript variant per host.
 */
export default function PlaygroundCards({descriptions = {}}: Props): ReactNode {
  return (
    <ul className={styles.cards}>
      {listPlaygrounds().map((playground) => {
        const Icon = icons[playground.host];
        return (
          <li key={playground.host} className={styles.card} data-playground={playground.host}>
            <div className={styles.header}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <h3 className={styles.title}>{playground.name}</h3>
            </div>
            {descriptions[playground.host] && <div className={styles.description}>{descriptions[playground.host]}</div>}
            <div className={styles.links}>
              {playground.links.map((link) => (
                <Link
                  key={link.language}
                  className="button button--primary button--outline button--sm"
                  href={link.href}
                  aria-label={`Open a ${link.label} playground on ${playground.name}`}>
                  {link.label}
                </Link>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
