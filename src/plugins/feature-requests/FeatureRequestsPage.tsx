import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {
  countByStatus,
  featureRequests,
  filterByStatus,
  findRequest,
  isStatus,
  issueUrl,
  slugFromPath,
  statusLabels,
  statuses,
  type FeatureRequest,
  type Status,
} from './requests';
import styles from './styles.module.css';

type Props = {readonly basePath: string};

const proposeUrl = 'https://github.com/facebook/docusaurus/discussions';

function StatusBadge({status}: {readonly status: Status}): ReactNode {
  return <span className={clsx(styles.badge, styles[status])}>{statusLabels[status]}</span>;
}

function IssueLinks({issues}: {readonly issues: readonly number[]}): ReactNode {
  return (
    <ul className={styles.issues} aria-label="Upstream issues">
      {issues.map((issue) => (
        <li key={issue}>
          <Link href={issueUrl(issue)}>facebook/docusaurus#{issue}</Link>
        </li>
      ))}
    </ul>
  );
}

function RequestList({basePath}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const param = new URLSearchParams(location.search).get('status');
  const status = isStatus(param) ? param : null;
  const counts = countByStatus(featureRequests);
  const shown = filterByStatus(featureRequests, status);
  const choose = (next: Status | null) =>
    history.push({pathname: location.pathname, search: next ? `?status=${next}` : ''});
  return (
    <>
      <div className={styles.filters} role="group" aria-label="Filter by status">
        <button type="button" className={styles.filter} aria-pressed={status === null} onClick={() => choose(null)}>
          All ({featureRequests.length})
        </button>
        {statuses.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.filter}
            aria-pressed={status === value}
            onClick={() => choose(value)}>
            {statusLabels[value]} ({counts[value]})
          </button>
        ))}
      </div>
      <p className={styles.srOnly} role="status">
        {shown.length === 1 ? '1 request shown' : `${shown.length} requests shown`}
      </p>
      <ul className={styles.list}>
        {shown.map((request) => (
          <li key={request.slug} className={styles.item}>
            <StatusBadge status={request.status} />
            <Link to={`${basePath}${request.slug}/`} className={styles.itemTitle}>
              {request.title}
            </Link>
            <span className={styles.itemIssues}>{request.issues.map((issue) => `#${issue}`).join(', ')}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function RequestDetail({request, basePath}: {readonly request: FeatureRequest; readonly basePath: string}): ReactNode {
  return (
    <article className={styles.detail}>
      <p>
        <Link to={basePath}>← All feature requests</Link>
      </p>
      <h2 className={styles.detailTitle}>{request.title}</h2>
      <p>
        Status: <StatusBadge status={request.status} />
      </p>
      <p>{request.summary}</p>
      <h3>Discussion upstream</h3>
      <IssueLinks issues={request.issues} />
    </article>
  );
}

function RequestNotFound({slug, basePath}: {readonly slug: string; readonly basePath: string}): ReactNode {
  return (
    <section className={styles.detail}>
      <h2>Request not found</h2>
      <p>
        There is no feature request named <code>{slug}</code> on this board. It may have been renamed or merged into
        another request.
      </p>
      <p>
        <Link to={basePath}>See all feature requests</Link>
      </p>
    </section>
  );
}

export default function FeatureRequestsPage({basePath}: Props): ReactNode {
  const {pathname} = useLocation();
  const slug = slugFromPath(pathname, basePath);
  const request = slug ? findRequest(slug) : undefined;
  const pageTitle = request
    ? `${request.title} · Feature requests`
    : slug
      ? 'Request not found · Feature requests'
      : 'Feature requests';
  const description =
    request?.summary ?? 'What readers and site authors ask of Docusaurus, and where each request stands.';
  return (
    <Layout title={pageTitle} description={description}>
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <h1>Feature requests</h1>
          <p>
            A read-only board of well-known requests for Docusaurus, each linked to its discussion in the upstream issue
            tracker. <em>Planned</em> marks what this website intends to offer; <em>shipped</em> marks what the
            framework already does.
          </p>
          <p>
            Missing something? <Link href={proposeUrl}>Propose an idea in the GitHub discussions</Link>.
          </p>
        </header>
        {!slug && <RequestList basePath={basePath} />}
        {slug && request && <RequestDetail request={request} basePath={basePath} />}
        {slug && !request && <RequestNotFound slug={slug} basePath={basePath} />}
      </main>
    </Layout>
  );
}
