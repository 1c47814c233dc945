/**
 * The home page's "Markdown to page" demo renders one sample twice: as the
 * Markdown source a writer types, and as the page a reader sees. Both come
 * from this one object, so they cannot drift apart.
 */
export type DemoSample = {
  readonly title: string;
  readonly paragraph: string;
  readonly command: string;
  readonly tip: string;
};

export function sampleToMarkdown(sample: DemoSample): string {
  return [
    `# ${sample.title}`,
    '',
    sample.paragraph,
    '',
    '```bash',
    sample.command,
    '```',
    '',
    ':::tip',
    '',
    sample.tip,
    '',
    ':::',
    '',
  ].join('\n');
}
