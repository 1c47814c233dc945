import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactNode;
  /** Address shown in the fake address bar. */
  readonly url?: string;
  readonly minHeight?: number;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly bodyStyle?: CSSProperties;
};

/**
 * A drawing of a browser window around live content, so a demo reads as
 * "this is what your site shows" rather than as part of the docs page.
 */
export default function BrowserWindow({
  children,
  url = 'http://localhost:3000',
  minHeight,
  className,
  style,
  bodyStyle,
}: Props): ReactNode {
  return (
    <figure className={clsx(styles.window, className)} style={{...style, minHeight}}>
      <div className={styles.toolbar} aria-hidden="true">
        <span className={styles.dots}>
          <span />
          <span />
          <span />
        </span>
        <span className={styles.address}>{url}</span>
      </div>
      <div className={styles.body} style={bodyStyle}>
        {children}
      </div>
    </figure>
  );
}
