// The dark-mode axe audits run only the rules that read colours (`colourRules` in tests/e2e/quality-pages.ts). When
// an axe-core upgrade adds or renames a colour rule at level A or AA, this test says so, so the dark audits keep up.
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {colourRules, wcagTags} from '../e2e/quality-pages';

describe('the colour rules of the dark-mode axe audits', () => {
  it("are axe's A and AA rules of the colour category", () => {
    const colour = axe
      .getRules(['cat.color'])
      .filter((rule) => rule.tags.some((tag) => wcagTags.includes(tag)))
      .map((rule) => rule.ruleId);
    expect([...colour].sort()).toEqual([...colourRules].sort());
  });
});
