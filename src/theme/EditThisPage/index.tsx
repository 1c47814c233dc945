/**
 * Wraps "Edit this page" to add "Report a problem with this page" next to it: a link to GitHub's new-issue form with
 * the page's URL, docs version and source filled in from src/data/report-a-problem.json (the link's label, the issue
 * title and body; {url}, {title}, {version} and {source} are replaced per page). Readers who notice a mistake but do
 * not want to write the fix can say so; nothing leaves the browser until they submit the issue on GitHub.
 */
import React, {type ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type {Props} from '@theme/EditThisPage';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import report from '@site/src/data/report-a-problem.json';
import {reportProblemUrl} from './reportProblemUrl';
import styles from './styles.module.css';

function ReportIcon(): ReactNode {
  // A speech bubble with an exclamation mark, drawn for this site.
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M12 7.5v4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="14.6" r="1.1" fill="currentColor" />
    </svg>
  );
}

export default function EditThisPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const docs = useActivePluginAndVersion();
  const version = docs?.activePlugin.pluginId === 'default' ? docs.activeVersion?.label : undefined;
  const href = reportProblemUrl(report, {
    url: `${siteConfig.url}${pathname}`,
    path: pathname,
    version,
    source: props.editUrl,
  });
  return (
    <span className={styles.row}>
      <EditThisPage {...props} />
      <Link to={href} className={`${styles.report} theme-report-problem`}>
        <ReportIcon />
        {report.label}
      </Link>
    </span>
  );
}
