// Wrapper: plugin-debug collapses arrays of 5 items or more, so on /__docusaurus/debug/routes/ the children of /blog,
// /changelog, /docs/ and /tests read "[]" until clicked, which looks like an empty route table. Where the value shown
// is a list of routes, this adds every route path under it as plain text (the route table is whole by then: see
// src/theme/DebugRoutes).
import React, {type ReactNode} from 'react';
import JsonView from '@theme-original/DebugJsonView';
import type {WrapperProps} from '@docusaurus/types';
import type JsonViewType from '@theme/DebugJsonView';
import styles from './styles.module.css';
import {isRouteList, leafPaths} from './routePaths';

type Props = WrapperProps<typeof JsonViewType>;

export default function DebugJsonViewWrapper(props: Props): ReactNode {
  if (!isRouteList(props.src)) return <JsonView {...props} />;
  const paths = leafPaths(props.src);
  return (
    <>
      <JsonView {...props} />
      <p className={styles.count}>{paths.length === 1 ? '1 page route:' : `${paths.length} page routes:`}</p>
      <ul className={styles.paths}>
        {paths.map((path) => (
          <li key={path}>
            <code>{path}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
