import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

describe('GitHub Pages workflow', () => {
  const workflow = yaml.load(readFileSync('.github/workflows/deploy-github-pages.yml', 'utf8')) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, {steps: {uses?: string; run?: string; with?: Record<string, unknown>}[]; needs?: string}>;
  };

  it('is valid YAML that builds with npm install and publishes build/', () => {
    const build = workflow.jobs.build!.steps;
    expect(build.map((step) => step.run).filter(Boolean)).toEqual([
      'npm install --no-audit --no-fund',
      'npm run build',
    ]);
    expect(build.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with).toEqual({path: 'build'});
    expect(workflow.jobs.deploy!.needs).toBe('build');
    expect(workflow.jobs.deploy!.steps[0]!.uses).toMatch(/^actions\/deploy-pages@/);
    expect(workflow.permissions).toMatchObject({pages: 'write', 'id-token': 'write'});
  });
});
