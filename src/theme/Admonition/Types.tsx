import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import type {Props} from '@theme/Admonition';
import styles from './styles.module.css';

/**
 * The `:::my-custom-admonition` directive: the docs plugin accepts the keyword
 * (admonitions.keywords), and this map tells the theme how to render it.
 */
function MyCustomAdmonition({title, children}: Props): ReactNode {
  return (
    <aside className={styles.custom} data-admonition-type="my-custom-admonition">
      <p className={styles.title}>
        <span aria-hidden="true">🧩 </span>
        {title ?? 'Custom admonition'}
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  'my-custom-admonition': MyCustomAdmonition,
};

export default AdmonitionTypes;
