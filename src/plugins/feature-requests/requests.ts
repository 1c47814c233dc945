/**
 * Pure logic of the feature-requests board: typed data, status filtering and
 * reading the requested slug from the URL path.
 */
import data from '../../data/feature-requests.json';

export const statuses = ['open', 'planned', 'shipped'] as const;
export type Status = (typeof statuses)[number];

export type FeatureRequest = {
  readonly slug: string;
  readonly title: string;
  readonly status: Status;
  /** Issue numbers in the facebook/docusaurus repository. */
  readonly issues: readonly number[];
  readonly summary: string;
};

export const featureRequests: readonly FeatureRequest[] = data as FeatureRequest[];

export const statusLabels: Record<Status, string> = {
  open: 'Open',
  planned: 'Planned',
  shipped: 'Shipped',
};

export function issueUrl(issue: number): string {
  return `https://github.com/facebook/docusaurus/issues/${issue}`;
}

export function isStatus(value: string | null | undefined): value is Status {
  return (statuses as readonly string[]).includes(value ?? '');
}

export function filterByStatus(requests: readonly FeatureRequest[], status: Status | null): FeatureRequest[] {
  return status ? requests.filter((request) => request.status === status) : [...requests];
}

export function countByStatus(requests: readonly FeatureRequest[]): Record<Status, number> {
  const counts: Record<Status, number> = {open: 0, planned: 0, shipped: 0};
  for (const request of requests) counts[request.status] += 1;
  return counts;
}

/**
 * The slug below the board's base path: "" for the list view, otherwise the
 * first path segment ("/feature-requests/llms-txt/" → "llms-txt").
 */
export function slugFromPath(pathname: string, basePath: string): string {
  if (!pathname.startsWith(basePath.replace(/\/$/, ''))) return '';
  const rest = pathname.slice(basePath.replace(/\/$/, '').length);
  return decodeURIComponent(rest.split('/').filter(Boolean)[0] ?? '');
}

export function findRequest(
  slug: string,
  requests: readonly FeatureRequest[] = featureRequests,
): FeatureRequest | undefined {
  return requests.find((request) => request.slug === slug);
}
