/**
 * Reads names out of the framework's TypeScript declaration files with the TypeScript compiler API, so the
 * reference is compared with what the packages really declare (not with a copy kept in this repository).
 */
import ts from 'typescript';

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('input.d.ts', text, ts.ScriptTarget.Latest, true);
}

function memberName(member: ts.TypeElement): string | undefined {
  if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
    return member.name.text;
  }
  return undefined;
}

/** Property and method names of a type literal declared as `type Name = {...}` (intersections are merged). */
export function typeMemberNames(text: string, typeName: string): string[] {
  const names = new Set<string>();
  const collect = (node: ts.TypeNode) => {
    if (ts.isTypeLiteralNode(node)) {
      for (const member of node.members) {
        const name = memberName(member);
        if (name) {
          names.add(name);
        }
      }
    } else if (ts.isIntersectionTypeNode(node)) {
      node.types.forEach(collect);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === typeName) {
      collect(node.type);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(text));
  return [...names].sort();
}

export type ClientExport = {module: string; name: string};

/**
 * Runtime exports (components, hooks, functions, values; not types) of every `declare module '@docusaurus/...'`
 * block. A default export is named after the module file (`@docusaurus/useBaseUrl` → `useBaseUrl`).
 */
export function docusaurusClientExports(text: string): ClientExport[] {
  const result: ClientExport[] = [];
  const source = parse(text);
  for (const statement of source.statements) {
    if (!ts.isModuleDeclaration(statement) || !ts.isStringLiteral(statement.name)) {
      continue;
    }
    const moduleName = statement.name.text;
    if (!moduleName.startsWith('@docusaurus/') || !statement.body || !ts.isModuleBlock(statement.body)) {
      continue;
    }
    const defaultName = moduleName.slice('@docusaurus/'.length);
    const add = (name: string) => {
      if (!result.some((entry) => entry.module === moduleName && entry.name === name)) {
        result.push({module: moduleName, name});
      }
    };
    for (const node of statement.body.statements) {
      const modifiers = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : [];
      const isExported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isExportAssignment(node)) {
        add(defaultName);
      } else if (ts.isFunctionDeclaration(node) && isExported) {
        add(isDefault || !node.name ? defaultName : node.name.text);
      } else if (ts.isVariableStatement(node) && isExported) {
        node.declarationList.declarations.forEach((d) => ts.isIdentifier(d.name) && add(d.name.text));
      } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
        if (!node.isTypeOnly) {
          node.exportClause.elements.filter((e) => !e.isTypeOnly).forEach((e) => add(e.name.text));
        }
      }
    }
  }
  return result;
}
