import React, {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {hashTarget, nodeText, rowId} from './rowId';
import styles from './styles.module.css';

type Props = {
  /** The Markdown table to enhance. */
  readonly children: ReactNode;
  /** Prefix of the row ids, needed when a page has several tables with the same first-column values. */
  readonly name?: string;
};

type ElementWithChildren = ReactElement<{children?: ReactNode}>;

function elementsOf(node: ReactNode): ElementWithChildren[] {
  return Children.toArray(node).filter((child): child is ElementWithChildren => isValidElement(child));
}

function moveFocus(row: HTMLTableRowElement, direction: 'next' | 'previous') {
  const target = direction === 'next' ? row.nextElementSibling : row.previousElementSibling;
  if (target instanceof HTMLElement) target.focus();
}

function Row({id, children}: {id: string; children: ReactNode}): ReactNode {
  const ref = useRef<HTMLTableRowElement>(null);
  const history = useHistory();
  const location = useLocation();
  // The server never sees the hash: read it after hydration only, or the
  // highlight attributes would differ from the static HTML (and not be patched).
  const [currentHash, setCurrentHash] = useState<string | null>(null);
  useEffect(() => {
    setCurrentHash(location.hash);
  }, [location.hash]);
  const isTarget = currentHash !== null && hashTarget(currentHash) === id;

  useEffect(() => {
    if (isTarget) ref.current?.focus();
  }, [isTarget]);

  const select = () => history.replace({...location, hash: `#${id}`});
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return; // let links and inputs inside the row work
    if (event.key === 'Enter') {
      select();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveFocus(event.currentTarget, 'next');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.currentTarget, 'previous');
    }
  };

  return (
    <tr
      id={id}
      ref={ref}
      tabIndex={0}
      className={clsx(styles.row, isTarget && styles.targetRow)}
      aria-current={isTarget ? 'location' : undefined}
      onClick={select}
      onKeyDown={onKeyDown}>
      {children}
    </tr>
  );
}

/**
 * Wraps a Markdown table of options: each body row gets an id from its first
 * cell and can be linked to, clicked or reached with the keyboard (Tab, arrows).
 */
export default function APITable({children, name}: Props): ReactNode {
  const table = elementsOf(children)[0];
  if (!table) return children;
  const [head, body] = elementsOf(table.props.children);
  if (!body) return children;
  const rows = elementsOf(body.props.children).map((row) => {
    const firstCell = elementsOf(row.props.children)[0];
    const id = rowId(nodeText(firstCell?.props.children), name);
    return (
      <Row key={id} id={id}>
        {row.props.children}
      </Row>
    );
  });
  return (
    <table className={styles.apiTable}>
      {head}
      <tbody>{rows}</tbody>
    </table>
  );
}
