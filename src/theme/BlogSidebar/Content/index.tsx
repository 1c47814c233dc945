/**
 * Ejected, not wrapped: the theme renders each year of the blog sidebar as an `h3`. The sidebar comes before the post
 * in the page, so every post page opened on an `h3` and then jumped back to its `h1` (heading order broken on each
 * blog and changelog page). Here the year labels its group (`role="group"` + `aria-labelledby`) without being a
 * heading; the look is unchanged (same class). Nothing else differs from the theme's version.
 */
import React, {memo, useId, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}): ReactNode {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className={yearGroupHeadingClassName}>
        <strong>{year}</strong>
      </div>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  if (!themeConfig.blog.sidebar.groupByYear) {
    return <ListComponent items={items} />;
  }
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <BlogSidebarYearGroup key={year} year={year} yearGroupHeadingClassName={yearGroupHeadingClassName}>
          <ListComponent items={yearItems} />
        </BlogSidebarYearGroup>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
