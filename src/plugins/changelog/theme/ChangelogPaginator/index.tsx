/** Newer and older release links at the bottom of a release page. */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

interface NavItem {
  readonly title: string;
  readonly permalink: string;
}

export default function ChangelogPaginator({prevItem, nextItem}: {prevItem?: NavItem; nextItem?: NavItem}): ReactNode {
  return (
    <nav
      className="pagination-nav"
      aria-label={translate({id: 'changelog.paginator.label', message: 'Other releases'})}>
      {prevItem && (
        <PaginatorNavLink
          {...prevItem}
          subLabel={translate({id: 'changelog.paginator.newer', message: 'Newer release'})}
        />
      )}
      {nextItem && (
        <PaginatorNavLink
          {...nextItem}
          subLabel={translate({id: 'changelog.paginator.older', message: 'Older release'})}
          isNext
        />
      )}
    </nav>
  );
}
