import type {RootContent} from 'mdast';

/**
 * `import "<source>";`, or `import <defaultName> from "<source>";`, as an MDX ESM node for remark plugins that add an
 * import to a page (MDX compiles the node's estree, not its text).
 */
export function mdxImport(source: string, defaultName?: string): RootContent {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from ${literal};` : `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: defaultName
              ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}]
              : [],
            attributes: [],
            source: {type: 'Literal', value: source, raw: literal},
          },
        ],
      },
    },
  } as unknown as RootContent;
}
