/** A committer's avatar drawn from their initials: no image file, no request to GitHub. */
import type {CSSProperties, ReactNode} from 'react';
import {avatarHue, initials} from '../../avatar';
import styles from './styles.module.css';

export default function ChangelogAvatar({handle, name}: {handle: string; name?: string}): ReactNode {
  const style = {'--changelog-avatar-hue': avatarHue(handle)} as CSSProperties;
  return (
    <span className={styles.avatar} style={style} aria-hidden="true" data-testid="changelog-avatar">
      {initials({handle, name})}
    </span>
  );
}
