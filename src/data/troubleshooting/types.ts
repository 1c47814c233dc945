/**
 * The troubleshooting reference (docs/troubleshooting/ in every docs version) is data: one module per area, rendered
 * by src/components/TroubleshootingEntries. tests/unit/troubleshooting-coverage.test.ts checks the quoted messages
 * against the messages that scripts/list-docusaurus-messages.mjs finds in each version's packages.
 */

/** The docs versions that have a troubleshooting reference; 'canary' is the installed 3.10 packages. */
export type DocsVersionName = 'canary' | '3.7.0' | '3.6.3';

/** Where a message comes from: Docusaurus's own packages (checked by the test) or the tools beneath them. */
export type MessageSource = 'docusaurus' | 'react' | 'bundler' | 'mdx' | 'node' | 'npm';

export type QuotedMessage = {
  /**
   * The fixed text of the message, variable parts written `…`. For Docusaurus messages, exactly the `text` that
   * scripts/list-docusaurus-messages.mjs prints for that version.
   */
  text: string;
  /** Versions that print this text; all when absent. */
  versions?: DocsVersionName[];
  /** When an entry about another tool also quotes the Docusaurus message that wraps it. */
  source?: MessageSource;
};

/**
 * An entry explains one cause, which may show up as several messages. The prose fields take a small inline syntax:
 * `code`, **bold** and [label](target), where a target starting with `doc:` is a docs path of the same version
 * (`doc:api/docusaurus-config#baseUrl`) and anything else a URL.
 */
export type TroubleshootingEntry = {
  /** The heading id, stable: links from search and other pages point to it. */
  id: string;
  /** Short heading; the messages themselves are quoted below it. */
  title: string;
  source: MessageSource;
  messages: QuotedMessage[];
  cause: string;
  fix: string;
  /** Where the option or guide is explained. */
  see?: string[];
  /** Versions where this entry applies; all when absent. */
  versions?: DocsVersionName[];
};

export type TroubleshootingGroup = {
  id: string;
  title: string;
  entries: TroubleshootingEntry[];
};

export type TroubleshootingArea = {
  /** The page's file name under troubleshooting/. */
  slug: string;
  title: string;
  groups: TroubleshootingGroup[];
};
