import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const dir = path.join(__dirname, '../../src/pages/examples');

describe('examples pages', () => {
  it('shows the exact source of _myComponent.tsx in the Markdown page example', () => {
    const page = fs.readFileSync(path.join(dir, 'markdownPageExample.mdx'), 'utf8');
    const source = fs.readFileSync(path.join(dir, '_myComponent.tsx'), 'utf8');
    const fence = page.match(/```tsx title="src\/pages\/examples\/_myComponent\.tsx"\n([\s\S]*?)```/);
    expect(fence?.[1]).toBe(source);
  });

  it('marks the noIndex example as noindex', () => {
    const page = fs.readFileSync(path.join(dir, 'noIndex.mdx'), 'utf8');
    expect(page).toMatch(/<head>\s*<meta name="robots" content="noindex, nofollow" \/>\s*<\/head>/);
  });
});
