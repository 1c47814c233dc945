/**
 * Replaces the theme's author social links, which are icons with only a `title`: screen readers announced
 * "link" with no name (about 90 links on the author and post pages). A wrapper cannot add text inside the theme's
 * links, so this component renders them itself: the same icons, each link named "<platform> profile of <author>".
 * In a list of posts it renders nothing (`PostListContext`): the links are on the post and on the author's page.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import Bluesky from '@theme/Icon/Socials/Bluesky';
import DefaultIcon from '@theme/Icon/Socials/Default';
import Email from '@theme/Icon/Socials/Email';
import GitHub from '@theme/Icon/Socials/GitHub';
import Instagram from '@theme/Icon/Socials/Instagram';
import LinkedIn from '@theme/Icon/Socials/LinkedIn';
import Mastodon from '@theme/Icon/Socials/Mastodon';
import StackOverflow from '@theme/Icon/Socials/StackOverflow';
import Threads from '@theme/Icon/Socials/Threads';
import Twitch from '@theme/Icon/Socials/Twitch';
import Twitter from '@theme/Icon/Socials/Twitter';
import X from '@theme/Icon/Socials/X';
import YouTube from '@theme/Icon/Socials/YouTube';
import {useInPostList} from '@site/src/theme/BlogPostItems/PostListContext';
import styles from './styles.module.css';

type Icon = ComponentType<{className?: string; 'aria-hidden'?: boolean}>;

/** Platform keys of the authors' `socials` map, with their icon and display name. */
const platforms: Record<string, {icon: Icon; name: string}> = {
  bluesky: {icon: Bluesky, name: 'Bluesky'},
  email: {icon: Email, name: 'Email'},
  github: {icon: GitHub, name: 'GitHub'},
  instagram: {icon: Instagram, name: 'Instagram'},
  linkedin: {icon: LinkedIn, name: 'LinkedIn'},
  mastodon: {icon: Mastodon, name: 'Mastodon'},
  stackoverflow: {icon: StackOverflow, name: 'Stack Overflow'},
  threads: {icon: Threads, name: 'Threads'},
  twitch: {icon: Twitch, name: 'Twitch'},
  twitter: {icon: Twitter, name: 'Twitter'},
  x: {icon: X, name: 'X'},
  youtube: {icon: YouTube, name: 'YouTube'},
};

export function socialLinkLabel(platformName: string, authorName: string | undefined): string {
  return authorName
    ? translate(
        {
          id: 'theme.blog.author.socialLink',
          message: '{platform} profile of {author}',
          description: 'Accessible name of an author social link',
        },
        {platform: platformName, author: authorName},
      )
    : platformName;
}

export default function BlogAuthorSocials({author, className}: Props): ReactNode {
  const inPostList = useInPostList();
  if (inPostList) return null;
  // The row is rendered even when empty: it keeps the author names of a list aligned.
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      {Object.entries(author.socials ?? {}).map(([key, href]) => {
        const platform = platforms[key] ?? {icon: DefaultIcon, name: key};
        const PlatformIcon = platform.icon;
        const label = socialLinkLabel(platform.name, author.name);
        return (
          <Link key={key} href={href} className={styles.link} title={platform.name} aria-label={label}>
            <PlatformIcon className={styles.icon} aria-hidden />
          </Link>
        );
      })}
    </div>
  );
}
