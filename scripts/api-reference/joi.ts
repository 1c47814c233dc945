/**
 * Turns a Joi schema description (`schema.describe()`) into the list of option paths a reader can set.
 *
 * Path syntax (the same one the reference pages use):
 * - `a.b` for nested object keys,
 * - `a.*.b` for keys of objects stored under arbitrary names (Joi `pattern`),
 * - `a[].b` for keys of objects inside an array,
 * - `a[doc].b` for keys of array items whose shape depends on their `type` field.
 * Forbidden keys (options that were removed and now only produce an error) are not options, so they are skipped.
 * A path holds at most one array segment: deeper arrays repeat shapes documented elsewhere.
 */

export type JoiDescription = {
  type?: string;
  flags?: {presence?: string; default?: unknown; only?: boolean};
  allow?: unknown[];
  keys?: Record<string, JoiDescription>;
  patterns?: {regex?: string; schema?: JoiDescription; rule?: JoiDescription}[];
  items?: JoiDescription[];
  matches?: JoiMatch[];
  whens?: JoiMatch[];
  rules?: {name: string; args?: {regex?: string}}[];
};

type JoiMatch = {
  ref?: unknown;
  is?: JoiDescription;
  schema?: JoiDescription;
  then?: JoiDescription;
  otherwise?: JoiDescription;
  switch?: {is?: JoiDescription; then?: JoiDescription; otherwise?: JoiDescription}[];
};

function isForbidden(desc: JoiDescription | undefined): boolean {
  return desc?.flags?.presence === 'forbidden';
}

/** The item type selected by a `when(..., {switch})` condition such as `{type: Joi.string().equal('doc')}`. */
export function itemTypeOfCondition(is: JoiDescription | undefined): string | undefined {
  const typeKey = is?.keys?.type;
  if (!typeKey) {
    return undefined;
  }
  if (isForbidden(typeKey)) {
    return 'untyped';
  }
  const allowed = typeKey.allow?.filter((value): value is string => typeof value === 'string');
  if (allowed && allowed.length > 0) {
    return allowed.join('|');
  }
  const regexRule = typeKey.rules?.find((rule) => rule.name === 'pattern');
  if (regexRule?.args?.regex) {
    // `/custom-.*/` → `custom-*`
    return regexRule.args.regex.replace(/^\/|\/$/g, '').replace('.*', '*');
  }
  return undefined;
}

function walk(desc: JoiDescription | undefined, base: string, out: Set<string>): void {
  if (!desc || isForbidden(desc)) {
    return;
  }
  const join = (key: string) => (base ? `${base}.${key}` : key);
  for (const [key, child] of Object.entries(desc.keys ?? {})) {
    if (isForbidden(child)) {
      continue;
    }
    out.add(join(key));
    walk(child, join(key), out);
  }
  for (const pattern of desc.patterns ?? []) {
    const rule = pattern.rule;
    if (rule && Object.keys(rule.keys ?? {}).length > 0) {
      walk(rule, join('*'), out);
    }
  }
  if (desc.type === 'array' && !base.includes('[')) {
    for (const item of desc.items ?? []) {
      walk(item, `${base}[]`, out);
    }
  }
  for (const match of desc.matches ?? []) {
    walkMatch(match, base, out);
  }
  for (const when of desc.whens ?? []) {
    walkMatch(when, base, out);
  }
}

function walkMatch(match: JoiMatch, base: string, out: Set<string>): void {
  walk(match.schema, base, out);
  walk(match.then, base, out);
  walk(match.otherwise, base, out);
  for (const branch of match.switch ?? []) {
    const itemType = itemTypeOfCondition(branch.is);
    const typedBase = itemType && base.endsWith('[]') ? `${base.slice(0, -2)}[${itemType}]` : base;
    walk(branch.then, typedBase, out);
  }
}

/** All option paths declared by a Joi object schema description, sorted. */
export function optionPaths(description: JoiDescription): string[] {
  const out = new Set<string>();
  walk(description, '', out);
  return [...out].sort();
}
