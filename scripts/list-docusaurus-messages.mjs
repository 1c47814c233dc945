#!/usr/bin/env node
// Lists the error and warning messages that the installed `@docusaurus/*` packages can print, read from their compiled
// source (lib/ and bin/), so that the troubleshooting pages can be checked against them (tests/unit/
// troubleshooting-coverage.test.ts) and the search can be tested with pasted messages.
//
//   node scripts/list-docusaurus-messages.mjs [--root <dir containing node_modules/@docusaurus>] [--json] [--skipped]
//
// What counts as a message: the first argument of `logger.error` / `logger.warn` (called or used as a template tag,
// whatever the compiled name of the logger: `logger_1.default`, `logger.default`...), of the function returned by
// `logger.report(severity)` (the configurable "onBrokenLinks"-style reports, listed with level "error"), of every
// `new Error(...)` (level "throw"), the custom messages of the Joi validation schemas (`{'any.unknown': '...'}`,
// `.message('...')`: printed when a config, options or front matter fail validation, level "throw"), and core's site
// messages (`{type: 'warning', message: ...}`). Variable parts become `…`; `logger.interpolate` tags and `logger.code` / `logger.path`
// keep the quotes and backticks they print, the way @docusaurus/logger formats them. Whitespace runs are folded to one
// space. A string constant of the same file used as a message is followed.
//
// Skipped, each with the rule that skipped it (`--skipped` lists them):
// - `no-fixed-text`: fewer than 12 letters of fixed text (e.g. `logger.error(err)`): nothing a reader could search for;
// - `framework-bug`: the message itself says that only a Docusaurus bug gets there: it contains "bug", "please report"
//   or "unexpected error", or starts with "Unexpected" (the framework's wording for an impossible state), so a reader
//   needs a bug report, not a fix;
// - `tests`: files under `__tests__` or `__mocks__`.
import {readdirSync, readFileSync, existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from '@babel/parser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WILDCARD = '\u2026';

/** Files of a package that may hold messages: lib/ and bin/, compiled JavaScript only. */
function sourceFiles(packageDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.(c|m)?js$/.test(entry.name) && !entry.name.endsWith('.d.js')) files.push(full);
    }
  };
  for (const sub of ['lib', 'bin']) if (existsSync(path.join(packageDir, sub))) walk(path.join(packageDir, sub));
  return files.sort();
}

/** Is this expression the logger object (`logger`, `logger_1.default`, `logger.default`, `_logger.default`)? */
function isLogger(node) {
  if (!node) return false;
  if (node.type === 'Identifier') return /^_?logger(_\d+)?$/i.test(node.name);
  if (node.type === 'MemberExpression' && !node.computed && node.property.name === 'default') return isLogger(node.object);
  return false;
}

function loggerMethod(node) {
  if (node?.type === 'MemberExpression' && !node.computed && isLogger(node.object)) return node.property.name;
  // `(0, logger_1.default.error)` is not emitted for methods, but `logger_1.default.error` may be parenthesised.
  return null;
}

const FORMATS = {
  path: (inner) => [{fixed: '"'}, ...inner, {fixed: '"'}],
  code: (inner) => [{fixed: '`'}, ...inner, {fixed: '`'}],
};

/** Renders an expression into segments: {fixed: string} or {wildcard: true}. */
function render(node, ctx, depth = 0) {
  if (!node || depth > 8) return [{wildcard: true}];
  switch (node.type) {
    case 'StringLiteral':
      return [{fixed: node.value}];
    case 'TemplateLiteral': {
      const out = [];
      node.quasis.forEach((quasi, index) => {
        out.push({fixed: quasi.value.cooked ?? quasi.value.raw});
        if (index < node.expressions.length) out.push(...render(node.expressions[index], ctx, depth + 1));
      });
      return out;
    }
    case 'TaggedTemplateExpression':
      if (loggerMethod(node.tag)) return renderInterpolated(node.quasi, ctx, depth);
      return [{wildcard: true}];
    case 'BinaryExpression':
      if (node.operator === '+') return [...render(node.left, ctx, depth + 1), ...render(node.right, ctx, depth + 1)];
      return [{wildcard: true}];
    case 'CallExpression': {
      const method = loggerMethod(node.callee);
      if (method && FORMATS[method]) return FORMATS[method](render(node.arguments[0], ctx, depth + 1));
      if (method && ['red', 'yellow', 'green', 'cyan', 'bold', 'dim', 'name', 'url', 'subdue', 'num'].includes(method)) {
        return render(node.arguments[0], ctx, depth + 1);
      }
      if (method === 'interpolate') return [{wildcard: true}];
      return [{wildcard: true}];
    }
    case 'Identifier': {
      // the closest earlier declaration whose scope holds this use
      const constant = (ctx.constants.get(node.name) ?? [])
        .filter((declaration) => declaration.at < node.start && declaration.scope.start <= node.start && node.start < declaration.scope.end)
        .at(-1)?.value;
      if (constant && !ctx.following.has(node.name)) {
        ctx.following.add(node.name);
        const out = render(constant, ctx, depth + 1);
        ctx.following.delete(node.name);
        return out;
      }
      return [{wildcard: true}];
    }
    default:
      return [{wildcard: true}];
  }
}

/** A `logger.interpolate` template: a quasi ending in `path=`, `code=`... formats the next value. */
function renderInterpolated(quasi, ctx, depth) {
  const out = [];
  quasi.quasis.forEach((part, index) => {
    let text = part.value.cooked ?? part.value.raw;
    const flag = index < quasi.expressions.length ? text.match(/[a-z]+=$/) : null;
    if (flag) text = text.slice(0, -flag[0].length);
    out.push({fixed: text});
    if (index < quasi.expressions.length) {
      const value = render(quasi.expressions[index], ctx, depth + 1);
      const kind = flag?.[0].slice(0, -1);
      out.push(...(kind && FORMATS[kind] ? FORMATS[kind](value) : value));
    }
  });
  return out;
}

function toMessage(segments) {
  const merged = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (segment.wildcard) {
      if (!last?.wildcard) merged.push({wildcard: true});
    } else if (last && !last.wildcard) last.fixed += segment.fixed;
    else merged.push({fixed: segment.fixed});
  }
  const text = merged
    .map((segment) => (segment.wildcard ? WILDCARD : segment.fixed))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const pattern = text
    .split(WILDCARD)
    .map((fixed) => fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('.+?');
  return {text, pattern};
}

const TEXT_NODES = ['StringLiteral', 'TemplateLiteral', 'BinaryExpression', 'TaggedTemplateExpression'];

/**
 * `const X = <string or template>` of a file, and `const X = f(...)` where `f` is a function of the same file that
 * returns a template (its longest returned text): followed when X is used as a message.
 */
function collectConstants(ast) {
  const returned = new Map();
  walk(ast, (node) => {
    if (node.type === 'FunctionDeclaration' && node.id) {
      walk(node.body, (inner) => {
        if (inner.type === 'ReturnStatement' && TEXT_NODES.includes(inner.argument?.type)) {
          const best = returned.get(node.id.name);
          const size = (candidate) => candidate.end - candidate.start;
          if (!best || size(inner.argument) > size(best)) returned.set(node.id.name, inner.argument);
        }
      });
    }
  });
  // name -> declarations, each with the range of the function that holds it (its scope, near enough for messages)
  const constants = new Map();
  const visit = (node, scope) => {
    if (!node || typeof node.type !== 'string') return;
    const inner = /Function/.test(node.type) ? {start: node.start, end: node.end} : scope;
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) {
      let value = null;
      if (TEXT_NODES.includes(node.init.type)) value = node.init;
      else if (node.init.type === 'CallExpression' && node.init.callee.type === 'Identifier' && returned.has(node.init.callee.name)) {
        value = returned.get(node.init.callee.name);
      }
      if (value) constants.set(node.id.name, [...(constants.get(node.id.name) ?? []), {at: node.start, scope, value}]);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
      const child = node[key];
      if (Array.isArray(child)) for (const item of child) visit(item, inner);
      else if (child && typeof child.type === 'string') visit(child, inner);
    }
  };
  visit(ast, {start: 0, end: Infinity});
  return constants;
}

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) walk(item, visit);
    else if (child && typeof child.type === 'string') walk(child, visit);
  }
}

/** Custom messages of the Joi validation schemas: `{'any.unknown': '...'}` (Joi error codes, and Docusaurus's own). */
const JOI_MESSAGE_KEY = /^(any|alternatives|array|object|string|number|boolean|date|docusaurus|deprecate)\.[a-zA-Z.]+$/;

function propertyKey(property) {
  if (property.type !== 'ObjectProperty' || property.computed) return null;
  return property.key.type === 'Identifier' ? property.key.name : property.key.type === 'StringLiteral' ? property.key.value : null;
}

/** Joi templates (`{#label}`, `{{#value}}`, `{.type}`) are filled in when the message is printed. */
function joiSegments(segments) {
  return segments.flatMap((segment) =>
    segment.wildcard
      ? [segment]
      : segment.fixed.split(/(\{\{?[#.]?[a-zA-Z]+\}?\})/).map((part, index) => (index % 2 ? {wildcard: true} : {fixed: part})),
  );
}

const FRAMEWORK_BUG = /^unexpected\b|\bbug\b|please report|\bunexpected error\b/i;

function skipReason(text) {
  if (text.replace(/[^a-z]/gi, '').length < 12) return 'no-fixed-text';
  if (FRAMEWORK_BUG.test(text)) return 'framework-bug';
  return null;
}

/** All messages of the @docusaurus packages under root/node_modules/@docusaurus. */
export function listDocusaurusMessages(root = repoRoot) {
  const scope = path.join(root, 'node_modules/@docusaurus');
  const listed = [];
  const skipped = [];
  const seen = new Set();
  for (const name of readdirSync(scope).sort()) {
    const packageDir = path.join(scope, name);
    if (!statSync(packageDir).isDirectory()) continue;
    const packageName = `@docusaurus/${name}`;
    for (const file of sourceFiles(packageDir)) {
      const relative = path.relative(packageDir, file).split(path.sep).join('/');
      let ast;
      try {
        ast = parse(readFileSync(file, 'utf8'), {sourceType: 'unambiguous', plugins: ['jsx'], errorRecovery: true});
      } catch {
        continue;
      }
      const ctx = {constants: collectConstants(ast), following: new Set()};
      const found = [];
      walk(ast, (node) => {
        if (node.type === 'CallExpression' && loggerMethod(node.callee)) {
          const method = loggerMethod(node.callee);
          if ((method === 'error' || method === 'warn') && node.arguments.length) {
            // `logger.warn(cond ? a : b)`: two messages
            const argument = node.arguments[0];
            const variants = argument.type === 'ConditionalExpression' ? [argument.consequent, argument.alternate] : [argument];
            for (const variant of variants) found.push({level: method, node, segments: render(variant, ctx)});
          }
        } else if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.name === 'message' && node.arguments.length === 1 && TEXT_NODES.includes(node.arguments[0].type)) {
          // Joi schema: .message('custom validation error')
          found.push({level: 'throw', node, segments: joiSegments(render(node.arguments[0], ctx))});
        } else if (node.type === 'CallExpression') {
          // logger.report(severity)(message)
          if (node.callee.type === 'CallExpression' && loggerMethod(node.callee.callee) === 'report' && node.arguments.length) {
            found.push({level: 'error', node, segments: render(node.arguments[0], ctx)});
          }
        } else if (node.type === 'TaggedTemplateExpression') {
          const method = loggerMethod(node.tag);
          if (method === 'error' || method === 'warn') found.push({level: method, node, segments: renderInterpolated(node.quasi, ctx, 0)});
          if (node.tag.type === 'CallExpression' && loggerMethod(node.tag.callee) === 'report') {
            found.push({level: 'error', node, segments: renderInterpolated(node.quasi, ctx, 0)});
          }
        } else if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Error' && node.arguments.length) {
          found.push({level: 'throw', node, segments: render(node.arguments[0], ctx)});
        } else if (node.type === 'ObjectProperty' && JOI_MESSAGE_KEY.test(propertyKey(node) ?? '') && TEXT_NODES.includes(node.value.type)) {
          found.push({level: 'throw', node, segments: joiSegments(render(node.value, ctx))});
        } else if (node.type === 'ObjectExpression') {
          // Site messages of core: {type: 'warning' | 'error', message: `...`}
          const type = node.properties.find((property) => propertyKey(property) === 'type')?.value;
          const message = node.properties.find((property) => propertyKey(property) === 'message')?.value;
          if (type?.type === 'StringLiteral' && ['warning', 'error'].includes(type.value) && TEXT_NODES.includes(message?.type)) {
            found.push({level: type.value === 'error' ? 'error' : 'warn', node, segments: render(message, ctx)});
          }
        }
      });
      for (const {level, node, segments} of found) {
        const {text, pattern} = toMessage(segments);
        const entry = {package: packageName, file: relative, level, text, pattern, line: node.loc?.start.line};
        const key = `${packageName}\n${level}\n${text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const reason = /__tests__|__mocks__/.test(relative) ? 'tests' : skipReason(text);
        if (reason) skipped.push({...entry, reason});
        else listed.push(entry);
      }
    }
  }
  return {listed, skipped};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1]) : repoRoot;
  const {listed, skipped} = listDocusaurusMessages(root);
  const strip = ({line, ...message}) => message;
  if (args.includes('--json')) {
    console.log(JSON.stringify((args.includes('--skipped') ? skipped : listed).map(strip), null, 2));
  } else {
    const shown = args.includes('--skipped') ? skipped : listed;
    for (const message of shown) {
      console.log(`${message.level.padEnd(5)} ${message.package}/${message.file}:${message.line}${message.reason ? ` [${message.reason}]` : ''}\n      ${message.text}`);
    }
    const byReason = skipped.reduce((all, {reason}) => ({...all, [reason]: (all[reason] ?? 0) + 1}), {});
    console.log(`\n${listed.length} messages listed, ${skipped.length} skipped ${JSON.stringify(byReason)}`);
  }
}
