/** The GitHub new-issue URL of "Report a problem with this page" (pure, unit-tested). */

export type ReportTemplate = {
  readonly newIssueUrl: string;
  readonly labels: readonly string[];
  readonly title: string;
  readonly body: readonly string[];
  readonly versionLine: string;
};

export type ReportedPage = {
  /** Absolute URL of the page. */
  readonly url: string;
  /** Its path, which names the page in the issue title. */
  readonly path: string;
  /** Docs version label (Canary, 3.7.0 ...), absent outside the versioned docs. */
  readonly version?: string;
  /** Where the page's source can be edited. */
  readonly source: string;
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function reportProblemUrl(template: ReportTemplate, page: ReportedPage): string {
  const versionLine = page.version ? fill(template.versionLine, {version: page.version}) : '';
  const values = {url: page.url, title: page.path, version: versionLine, source: page.source};
  const body = template.body
    .map((line) => fill(line, values))
    // A page outside the docs has no version: drop its empty line rather than leave a gap.
    .filter((line, index) => !(line === '' && template.body[index] === '{version}'))
    .join('\n');
  const query = new URLSearchParams({title: fill(template.title, values), body});
  if (template.labels.length) query.set('labels', template.labels.join(','));
  return `${template.newIssueUrl}?${query.toString()}`;
}
