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

/**
 * Breaks prose into lines of at most `width` characters, as writers often do
 * in Markdown sources (a single line break renders as a space).
 */
export function wrapProse(text: string, width = 36): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

export function sampleToMarkdown(sample: DemoSample): string {
  return [
    `# ${sample.title}`,
    '',
    wrapProse(sample.paragraph),
    '',
    '```bash',
    sample.command,
    '```',
    '',
    ':::tip',
    '',
    wrapProse(sample.tip),
    '',
    ':::',
    '',
  ].join('\n');
}
