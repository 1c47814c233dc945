import type {TroubleshootingArea} from './types';

const markdown: TroubleshootingArea = {
  slug: 'markdown-mdx',
  title: 'Markdown and MDX',
  groups: [
    {
      id: 'mdx-syntax',
      title: 'MDX syntax errors',
      entries: [
        {
          id: 'mdx-compilation-failed',
          title: 'MDX compilation failed for file',
          source: 'docusaurus',
          messages: [{text: 'MDX compilation failed for file "…" Cause: … Details: …'}],
          cause:
            'Docusaurus compiles every `.md` and `.mdx` file with MDX, which reads JSX and JavaScript expressions inside the text. The line after `Cause:` is the MDX error (the entries below explain the common ones) and `Details` gives the line and column in the file.',
          fix: 'Open the file at the position printed, and correct the syntax. A file that is plain CommonMark and does not need JSX can be compiled as Markdown instead: give it the `.md` extension and set `markdown: {format: "detect"}`, or set `format: md` in its front matter.',
          see: ['[markdown](doc:api/docusaurus-config#markdown)', '[MDX and React](doc:markdown-features/react)'],
        },
        {
          id: 'unexpected-character-before-name',
          title: 'Unexpected character before name',
          source: 'mdx',
          messages: [
            {text: 'Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)'},
            {text: 'Unexpected character `…` (U+…) before name, expected a character that can start a name, such as a letter, `$`, or `_`'},
          ],
          cause:
            'In MDX, `<` starts a JSX tag. A `<` followed by a space, a digit or a symbol in ordinary text (`a <5 ms delay`, `<->`) is not a valid tag. With `!`, it is an HTML comment `<!-- … -->`, which MDX does not accept.',
          fix: 'Write `&lt;` or `\\<` for a literal less-than sign, or put the text in backticks. Replace HTML comments with `{/* … */}`.',
          see: ['[MDX and React](doc:markdown-features/react)'],
        },
        {
          id: 'could-not-parse-expression',
          title: 'Could not parse expression with acorn',
          source: 'mdx',
          messages: [
            {text: 'Could not parse expression with acorn'},
            {text: 'Unexpected end of file in expression, expected a corresponding closing brace for `{`'},
            {text: 'Could not parse import/exports with acorn'},
          ],
          cause:
            'In MDX, `{` starts a JavaScript expression, so text such as `{name}` or an unclosed `{` in prose is parsed as code. The last message comes from a line starting with `import` or `export` that is not valid JavaScript (for example a sentence that begins with the word "import").',
          fix: 'Escape literal braces (`\\{`) or put them in backticks or a code block. Rephrase a paragraph that starts with `import ` or `export `.',
          see: ['[MDX and React](doc:markdown-features/react)'],
        },
        {
          id: 'expected-closing-tag',
          title: 'Expected a closing tag',
          source: 'mdx',
          messages: [
            {text: 'Expected a closing tag for `<…>` (…) before the end of `paragraph`'},
            {text: 'Unexpected closing slash `/` in tag, expected an open tag first'},
            {text: 'Unexpected closing tag `</…>`, expected corresponding closing tag for `<…>` (…)'},
          ],
          cause:
            'MDX tags follow JSX rules: every element is closed (`<br />`, `<img … />`), and a tag opened in a paragraph is closed in the same paragraph. HTML habits such as `<br>` or an opening tag on one line and its closing tag after a blank line break this.',
          fix: 'Self-close empty elements, keep an element and its closing tag in the same block, or put blank lines inside the element around the Markdown content.',
          see: ['[MDX and React](doc:markdown-features/react#markdown-and-jsx-interoperability)'],
        },
        {
          id: 'expected-component-defined',
          title: 'Expected component to be defined',
          source: 'mdx',
          messages: [{text: 'Expected component `…` to be defined: you likely forgot to import, pass, or provide it.'}],
          cause: 'The page uses a capitalized tag such as `<Tabs>` that is neither imported in the file nor registered in the MDX components of the theme.',
          fix: 'Add the import at the top of the file (`import Tabs from "@theme/Tabs";`), or register the component globally by swizzling `MDXComponents`.',
          see: ['[MDX component scope](doc:markdown-features/react#mdx-component-scope)'],
        },
        {
          id: 'unused-directives',
          title: 'Docusaurus found unused Markdown directives',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus found … unused Markdown directives in file "…" … Your content might render in an unexpected way. Visit https://github.com/facebook/docusaurus/pull/9394 to find out why and how to fix it.'},
          ],
          cause:
            'Docusaurus parses directives (`:::note`, `::name`, `:name`) for admonitions. Text such as `10:30` or `:smile:` is read as a directive that no plugin uses, so it would disappear from the page.',
          fix: 'Escape the colon (`10\\:30`) or put the text in backticks.',
          see: ['[Admonitions](doc:markdown-features/admonitions)'],
        },
        {
          id: 'partial-front-matter',
          title: 'MDX partial files should not contain front matter',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus MDX partial files should not contain front matter. Those partial files use the _ prefix as a convention by default, but this is configurable. File at … contains front matter that will be ignored: …'},
          ],
          cause:
            'Files whose name or folder starts with `_` are partials, imported into other pages and never pages themselves; their front matter is ignored. It is a warning, and an error when the `CI` environment variable is set.',
          fix: 'Remove the front matter from the partial, or rename the file without `_` if it should be a page.',
          see: ['[Importing Markdown](doc:markdown-features/react#importing-markdown)'],
        },
      ],
    },
    {
      id: 'markdown-links-images',
      title: 'Links and images in Markdown',
      entries: [
        {
          id: 'markdown-link-not-resolved',
          title: "Markdown link couldn't be resolved",
          source: 'docusaurus',
          messages: [
            {text: 'Markdown link with URL `…` in source file "…"… couldn\'t be resolved. Make sure it references a local Markdown file that exists within the current plugin.…', versions: ['canary']},
            {text: 'Docs markdown link couldn\'t be resolved: (…) in source file "…" for version …', versions: ['3.7.0', '3.6.3']},
            {text: 'Blog markdown link couldn\'t be resolved: (…) in source file "…"', versions: ['3.7.0', '3.6.3']},
            {text: 'Asset … used in … not found.', versions: ['3.7.0', '3.6.3']},
            {text: 'Markdown link URL is mandatory in "…" file (title: …, line: …).', versions: ['3.7.0', '3.6.3']},
            {text: 'Markdown link with empty URL found in source file "…"….…', versions: ['canary']},
          ],
          cause:
            'A link to a `.md` or `.mdx` file path is converted to the URL of that page, and the file was not found among the files of the same plugin (the same docs version, the same blog). Files of another plugin instance cannot be linked by path. A link to another local file (a PDF, a zip) must lead to an existing file, and an empty link `[text]()` is reported too.',
          fix: 'Fix the relative path, or link by URL (`/docs/intro`) across plugins. The severity is set by `onBrokenMarkdownLinks` (moved to `markdown.hooks.onBrokenMarkdownLinks` in 3.9).',
          see: ['[Markdown links](doc:markdown-features/links)', '[onBrokenMarkdownLinks](doc:api/docusaurus-config#onBrokenMarkdownLinks)'],
        },
        {
          id: 'markdown-image-not-resolved',
          title: "Markdown image couldn't be resolved",
          source: 'docusaurus',
          messages: [
            {text: 'Markdown image with URL `…` in source file "…"… couldn\'t be resolved to an existing local image file.…', versions: ['canary']},
            {text: 'Image … used in … not found.', versions: ['3.7.0', '3.6.3']},
            {text: 'Markdown image URL is mandatory in "…" file', versions: ['3.7.0', '3.6.3']},
            {text: 'Markdown image with empty URL found in source file "…"….…', versions: ['canary']},
            {text: 'The image at "…" can\'t be read correctly. Please ensure it\'s a valid image. …'},
          ],
          cause:
            'A relative image path does not lead to a file next to the Markdown file (or, for a path starting with `/`, in a static folder); the image URL is empty; or the file exists but its size cannot be read because it is not a valid image.',
          fix: 'Correct the path or the file. For images in `static/`, start the path with `/`.',
          see: ['[Assets](doc:markdown-features/assets)', '[Static assets](doc:static-assets)'],
        },
      ],
    },
    {
      id: 'mdx-components',
      title: 'Tabs, code blocks and heading ids',
      entries: [
        {
          id: 'tabs-errors',
          title: 'Tabs errors',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus error: Bad <Tabs> child <…>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.', versions: ['3.7.0', '3.6.3']},
            {text: 'Docusaurus error: Bad <Tabs> child <…>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop. If you do not want to pass on a "value" prop to the direct children of <Tabs>, you can also pass an explicit <Tabs values={...}> prop.', versions: ['canary']},
            {text: 'Docusaurus error: Duplicate values "…" found in <Tabs>. Every value needs to be unique.'},
            {text: 'Docusaurus error: the <Tabs> component requires at least one <TabItem> children component'},
            {text: 'Docusaurus error: The <Tabs> has a defaultValue "…" but none of its children has the corresponding value. Available values are: …. If you intend to show no default tab, use defaultValue={null} instead.'},
            {text: 'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".'},
          ],
          cause:
            '`<Tabs>` reads the `value` of each child: every child must be a `<TabItem>` with a distinct `value`, there must be at least one, and `defaultValue` must be one of the values. In MDX, text or blank lines directly inside `<Tabs>` can create extra children. `queryString` needs a name for the URL parameter.',
          fix: 'Give each `<TabItem>` a unique `value`, keep only `<TabItem>` elements inside `<Tabs>`, fix `defaultValue`, and pass `groupId` or a string to `queryString`.',
          see: ['[Tabs](doc:markdown-features/tabs)'],
        },
        {
          id: 'magic-comments-missing',
          title: 'A highlight range has been given, but no magic comment config is available',
          source: 'docusaurus',
          messages: [
            {text: "A highlight range has been given in code block's metastring (``` …), but no magic comment config is available. Docusaurus applies the first magic comment entry's className for metastring ranges."},
          ],
          cause: 'A code block uses a line range such as `{1,3-4}`, and `themeConfig.prism.magicComments` is an empty list: the range is painted with the class of the first magic comment, so there must be one.',
          fix: 'Keep at least one entry in `magicComments` (the default one highlights lines), or remove the ranges.',
          see: ['[Highlighting with the metadata string](doc:markdown-features/code-blocks#highlighting-with-metadata-string)'],
        },
        {
          id: 'write-heading-ids',
          title: 'write-heading-ids messages',
          source: 'docusaurus',
          versions: ['3.7.0', '3.6.3'],
          messages: [
            {text: '… Markdown files already have explicit heading IDs. If you intend to overwrite the existing heading IDs, use the `--overwrite` option.'},
          ],
          cause: '`docusaurus write-heading-ids` adds `{#id}` to headings that have none, and leaves headings that already have an id alone.',
          fix: 'Nothing is wrong; add `--overwrite` to recompute every id from the heading text (links to the old ids break).',
          see: ['[CLI: write-heading-ids](doc:cli#docusaurus-write-heading-ids-sitedir)', '[Heading ids](doc:markdown-features/toc#heading-ids)'],
        },
        {
          id: 'write-heading-ids',
          title: 'write-heading-ids messages',
          source: 'docusaurus',
          messages: [
            {text: 'Invalid --syntax value "…". Valid values: …', versions: ['canary']},
            {text: "Options --overwrite and --migrate cannot be used together. The --overwrite already re-generates IDs in the target syntax, so the --migrate option wouldn't have any effect.", versions: ['canary']},
            {text: 'Heading ids can either be overwritten or migrated, not both at the same time', versions: ['canary']},
            {text: "unknown heading id syntax '…'", versions: ['canary']},
            {text: 'No markdown files found in siteDir "…" for patterns: …', versions: ['canary']},
            {text: '… Markdown files already have explicit heading IDs. If you intend to overwrite the existing heading IDs, use the `--overwrite` option. If you intend to change their heading ID syntax, use the `--migrate` option.', versions: ['canary']},
          ],
          cause:
            '`docusaurus write-heading-ids` adds `{#id}` (or, with `--syntax`, another explicit id syntax) to headings that have none. It accepts only the syntax names it knows, refuses `--overwrite` with `--migrate`, and leaves headings that already have an id alone unless told.',
          fix: 'Use one of the syntax names printed, pick either `--overwrite` (recompute all ids) or `--migrate` (keep ids, change their syntax), and pass file paths that exist under the site.',
          see: ['[CLI: write-heading-ids](doc:cli#docusaurus-write-heading-ids-sitedir)', '[Heading ids](doc:markdown-features/toc#heading-ids)'],
        },
      ],
    },
  ],
};

export default markdown;
