import type {TroubleshootingArea} from './types';

const content: TroubleshootingArea = {
  slug: 'content',
  title: 'Docs, sidebars, versions, blog and pages',
  groups: [
    {
      id: 'front-matter',
      title: 'Front matter',
      entries: [
        {
          id: 'front-matter-parse-error',
          title: 'Error while parsing Markdown front matter',
          source: 'docusaurus',
          messages: [{text: 'Error while parsing Markdown front matter. This can happen if you use special characters in front matter values (try using double quotes around that value).'}],
          cause:
            'The block between the two `---` lines at the top of the file is not valid YAML. The usual culprits are a value that contains `: ` or starts with `@`, `` ` ``, `[` or `{`, and tabs used for indentation.',
          fix: 'Quote the value (`title: "Part 2: the API"`) and indent with spaces. The YAML error printed after the message gives the line and column.',
          see: ['[Doc front matter](doc:create-doc#doc-front-matter)'],
        },
        {
          id: 'front-matter-invalid-values',
          title: 'The following front matter contains invalid values',
          source: 'docusaurus',
          messages: [
            {text: 'The following front matter: --- …--- contains invalid values for field(s): `…`. …'},
            {text: '… does not look like a valid front matter Yaml array.'},
            {text: '… does not look like a valid tag'},
            {text: '… does not look like a valid url (value=\'…\')'},
            {text: '… blog frontMatter field is deprecated. Please use … instead.'},
          ],
          cause:
            'The front matter parsed, but a field has a value the plugin refuses: a string where a list is expected (`tags: a, b`), a tag that is neither a string nor an object with `label`, a malformed URL, or a renamed blog field. The message ends with the validation error of each field.',
          fix: 'Fix the fields named between backticks. Lists are written `tags: [a, b]` or one `- item` per line; each plugin\'s page lists its front matter fields and their types.',
          see: [
            '[Docs front matter](doc:api/plugins/@docusaurus/plugin-content-docs#markdown-front-matter)',
            '[Blog front matter](doc:api/plugins/@docusaurus/plugin-content-blog#markdown-front-matter)',
          ],
        },
        {
          id: 'processing-source-file-failed',
          title: 'Processing of a source file failed',
          source: 'docusaurus',
          messages: [
            {text: 'Can\'t process doc metadata for doc at path path=… in version name=…'},
            {text: 'Processing of blog source file path=… failed.'},
            {text: 'Processing of page source file path=… failed.'},
            {text: 'Error while parsing blog post file "…".'},
          ],
          cause:
            'Reading one Markdown file failed. These messages wrap the real error and name the file; the cause printed below it (often a front matter error from this page, or a date that cannot be parsed) says what to change.',
          fix: 'Open the file named in the message and fix the error printed under it.',
        },
      ],
    },
    {
      id: 'docs',
      title: 'Docs',
      entries: [
        {
          id: 'duplicate-doc-ids',
          title: 'The docs plugin found docs sharing the same id',
          source: 'docusaurus',
          messages: [
            {text: 'The docs plugin found docs sharing the same id: … Docs should have distinct ids. In case of conflict, you can rename the docs file, or use the `id` front matter to assign an explicit distinct id to each doc.', versions: ['canary']},
            {text: 'Document id "…" cannot include slash.'},
          ],
          cause:
            'A doc id is its path inside the docs folder without the extension and without number prefixes (`01-intro.md` and `intro.md` in the same folder both give `intro`), or the `id` front matter. Two docs ended with the same id. The `id` front matter replaces only the last part of the id, so it cannot contain `/`.',
          fix: 'Rename one of the files, or give one a distinct `id` front matter without slashes.',
          see: ['[Document id](doc:create-doc#document-id)'],
        },
        {
          id: 'invalid-doc-slug',
          title: "We couldn't compute a valid slug for document",
          source: 'docusaurus',
          messages: [
            {text: 'We couldn\'t compute a valid slug for document with ID "…" in "…" directory. The slug we computed looks invalid: …. Maybe your slug front matter is incorrect or there are special characters in the file path? By using front matter to set a custom slug, you should be able to fix this error: --- slug: /my/customDocPath ---'},
          ],
          cause: 'The URL path computed from the file path or the `slug` front matter is not a valid path, for example because of characters such as `?` or `#` in a folder name.',
          fix: 'Set a plain `slug` in the front matter (`slug: /guides/setup`) or rename the folder.',
          see: ['[Doc URLs](doc:create-doc#doc-urls)'],
        },
        {
          id: 'pagination-non-existent-id',
          title: 'The pagination front matter points to a non-existent ID',
          source: 'docusaurus',
          messages: [
            {text: 'Error when loading … in …: the pagination_… front matter points to a non-existent ID ….'},
            {text: "Can't create navigation link: no doc found with id=…"},
          ],
          cause: '`pagination_next` or `pagination_prev` names a doc id that does not exist in the same version.',
          fix: 'Use the id of an existing doc (its path without extension, as in sidebars), or `null` to hide that link.',
          see: ['[Docs front matter](doc:api/plugins/@docusaurus/plugin-content-docs#markdown-front-matter)'],
        },
        {
          id: 'home-page-id',
          title: 'The docs plugin option homePageId is not supported anymore',
          source: 'docusaurus',
          messages: [
            {text: 'The docs plugin option homePageId is not supported anymore. To make a doc the "home", please add "slug: /" in its front matter. See: https://docusaurus.io/docs/next/docs-introduction#home-page-docs'},
          ],
          cause: 'The `homePageId` option was removed in 2.0.',
          fix: 'Delete the option and add `slug: /` to the front matter of the doc that should open at the root of the docs.',
          see: ['[Docs introduction](doc:docs-introduction)'],
        },
        {
          id: 'docs-sidebar-collapsed-inconsistent',
          title: 'sidebarCollapsible: false and sidebarCollapsed: true',
          source: 'docusaurus',
          messages: [
            {text: 'The docs plugin config is inconsistent. It does not make sense to use `sidebarCollapsible: false` and `sidebarCollapsed: true` at the same time. `sidebarCollapsed: true` will be ignored.'},
          ],
          cause: 'Categories that cannot collapse cannot start collapsed.',
          fix: 'Remove `sidebarCollapsed`, or allow collapsing.',
          see: ['[Docs plugin options](doc:api/plugins/@docusaurus/plugin-content-docs#configuration)'],
        },
      ],
    },
    {
      id: 'sidebars',
      title: 'Sidebars',
      entries: [
        {
          id: 'sidebar-doc-id-not-found',
          title: 'A sidebar references a doc id that does not exist',
          source: 'docusaurus',
          messages: [
            {text: 'Invalid sidebar file at "…". These sidebar document ids do not exist: - … Available document ids are: - …'},
            {text: 'Invalid sidebars file. The document with id "…" was used in the sidebar, but no document with this id could be found. Available document ids are: - …'},
            {text: "Can't find any doc with ID …. Available doc IDs: - …"},
          ],
          cause:
            'An id in `sidebars.js` (or in a category `link` of an autogenerated sidebar) is not the id of any doc. Ids are file paths relative to the docs folder, without extension and number prefixes, unless the doc sets `id` in its front matter. Renaming or moving a file changes its id.',
          fix: 'Compare with the list of available ids printed in the message and update the sidebar.',
          see: ['[Sidebar items](doc:sidebar/items#sidebar-item-doc)', '[Document id](doc:create-doc#document-id)'],
        },
        {
          id: 'legacy-versioned-sidebar-ids',
          title: 'Legacy versioned sidebar names or document ids',
          source: 'docusaurus',
          messages: [
            {text: 'Invalid sidebar file at "…". These legacy versioned sidebar names are not supported anymore in Docusaurus v3: - … The sidebar names you should now use are: - … Please remove the "version-…/" prefix from your versioned sidebar file. This breaking change is documented on Docusaurus v3 release notes: https://docusaurus.io/blog/releases/3.0'},
            {text: 'Invalid sidebar file at "…". These legacy versioned document ids are not supported anymore in Docusaurus v3: - … The document ids you should now use are: - … Please remove the "version-…/" prefix from your versioned sidebar file. This breaking change is documented on Docusaurus v3 release notes: https://docusaurus.io/blog/releases/3.0'},
          ],
          cause: 'A file in `versioned_sidebars/` still uses the `version-X/` prefix on sidebar names or doc ids, which version 2 wrote and version 3 refuses.',
          fix: 'Remove the `version-X/` prefixes from that file, keeping the names the message lists.',
          see: ['[Upgrading to v3](doc:migration/v3)', '[Versioning](doc:versioning)'],
        },
        {
          id: 'sidebar-items-invalid',
          title: 'Invalid sidebar items',
          source: 'docusaurus',
          messages: [
            {text: "Invalid sidebar items collection `…` in …: it must either be an array of sidebar items or a shorthand notation (which doesn't contain a `type` property). See https://docusaurus.io/docs/sidebar/items for all valid syntaxes."},
            {text: 'Unknown sidebar item type "…".'},
            {text: 'Unknown sidebar category link type "…".'},
            {text: '"label" must be a string'},
            {text: '"description" must be a string'},
            {text: '"items" must be an array'},
            {text: '"collapsed" must be a boolean'},
            {text: '"collapsible" must be a boolean'},
            {text: '"dirName" must be a dir path relative to the docs folder root, and should not start or end with slash'},
          ],
          cause:
            'A sidebar or a category in `sidebars.js` has the wrong shape: a single item object where a list is expected, an unknown `type` (the valid ones are `doc`, `ref`, `link`, `html`, `category`, `autogenerated`), a category `link` that is not `doc` or `generated-index`, or a field with the wrong type. An `autogenerated` item\'s `dirName` is relative to the docs folder: `"guides"`, not `"/guides/"`.',
          fix: 'Correct the item named in the message; the message also prints the item itself.',
          see: ['[Sidebar items](doc:sidebar/items)', '[Autogenerated sidebars](doc:sidebar/autogenerated)'],
        },
        {
          id: 'category-without-items',
          title: 'Sidebar category has neither any subitem nor a link',
          source: 'docusaurus',
          messages: [{text: 'Sidebar category … has neither any subitem nor a link. This makes this item not able to link to anything.'}],
          cause: 'A category has an empty `items` list and no `link`. This also happens to an autogenerated category whose folder holds no docs.',
          fix: 'Add items, give the category a `link` (`{type: "generated-index"}` or a doc), or remove it.',
          see: ['[Category links](doc:sidebar/items#category-link)'],
        },
        {
          id: 'sidebar-file-missing',
          title: 'The path to the sidebar file does not exist',
          source: 'docusaurus',
          messages: [
            {text: 'The path to the sidebar file does not exist at "…". Please set the docs "sidebarPath" field in your config file to: - a sidebars path that exists - false: to disable the sidebar - undefined: for Docusaurus to generate it automatically'},
            {text: 'Sidebars file at "…" failed to be loaded.'},
          ],
          cause: '`sidebarPath` points to a file that does not exist (it is resolved from the site directory), or the file exists but running it threw (a syntax error, or an import that fails).',
          fix: 'Correct `sidebarPath`, or leave it out to get one autogenerated sidebar. When the file fails to load, the error under the message names the line.',
          see: ['[Sidebars](doc:sidebar)'],
        },
        {
          id: 'displayed-sidebar-missing',
          title: "Doc wants to display a sidebar that doesn't exist",
          source: 'docusaurus',
          messages: [{text: "Doc with ID … wants to display sidebar … but a sidebar with this name doesn't exist"}],
          cause: 'The `displayed_sidebar` front matter names a sidebar that the sidebars file does not define.',
          fix: 'Use one of the keys of the sidebars file, or remove the field.',
          see: ['[Multiple sidebars](doc:sidebar/multiple-sidebars)'],
        },
        {
          id: 'category-metadata',
          title: 'Category metadata files',
          source: 'docusaurus',
          messages: [
            {text: 'There are more than one category metadata files for "…": …. The behavior is undetermined.'},
            {text: 'The docs sidebar category metadata file "…" looks invalid!'},
            {text: 'No docs found in "…": can\'t auto-generate a sidebar.'},
          ],
          cause:
            'A folder of an autogenerated sidebar has both `_category_.json` and `_category_.yml`, or its category file has fields of the wrong type; or the folder given to `autogenerated` contains no docs.',
          fix: 'Keep one category file per folder with the documented fields (`label`, `position`, `link`, `collapsed`, `className`, `customProps`...), and point `dirName` at a folder that contains docs.',
          see: ['[Category item metadata](doc:sidebar/autogenerated#category-item-metadata)'],
        },
        {
          id: 'sidebar-translation-key-conflict',
          title: 'Multiple docs sidebar items produce the same translation key',
          source: 'docusaurus',
          messages: [
            {text: 'Multiple docs sidebar items produce the same translation key. - … To avoid translation key conflicts, use the `key` attribute on the sidebar items above to uniquely identify them. When using autogenerated sidebars, you can provide a unique translation key by adding: - the `key` attribute to category item metadata (`_category_.json` / `_category_.yml`) - the `sidebar_key` attribute to doc item metadata (front matter in `Category/index.mdx`)', versions: ['canary']},
          ],
          cause: 'Sidebar labels are translated by a key made of the label, so two categories or links with the same label in one sidebar would share a translation.',
          fix: 'Give one of them a `key` in `sidebars.js`, a `key` in its `_category_.json`, or `sidebar_key` in the front matter of the category\'s index doc.',
          see: ['[i18n](doc:i18n/introduction)'],
        },
      ],
    },
    {
      id: 'versions',
      title: 'Versions',
      entries: [
        {
          id: 'docs-version-command',
          title: 'docs:version errors',
          source: 'docusaurus',
          messages: [
            {text: '…: this version already exists! Use a version tag that does not already exist.'},
            {text: '…: no docs found in "…".'},
            {text: '…: no docs found in "…". Skipping.'},
            {text: '…: i18n translation file does not exist in "…". Skipping.', versions: ['canary']},
          ],
          cause:
            '`docusaurus docs:version <name>` copies the current docs into `versioned_docs/version-<name>/`. It stops when `versions.json` already lists that name or when the docs folder is empty. The two "Skipping" warnings are about translated copies: a locale with no translated docs or no translated sidebar file is skipped.',
          fix: 'Pick a new version name, or delete the old version (its folder, its sidebar file and its line in `versions.json`) first. The skipped locales need nothing unless you meant to translate them.',
          see: ['[Tagging a new version](doc:versioning#tagging-a-new-version)'],
        },
        {
          id: 'invalid-version-name',
          title: 'Invalid version name',
          source: 'docusaurus',
          messages: [
            {text: 'Versions should be strings. Found type "…" for version ….'},
            {text: 'Invalid version name "…": version name must contain at least one non-whitespace character.'},
            {text: 'Invalid version name "…": version name ….'},
            {text: 'The versions file should contain an array of version names! Found content: …'},
          ],
          cause:
            '`versions.json` must be an array of strings. A version name becomes a folder name, so it cannot be empty, contain `/` or `\\`, be longer than 32 characters, contain characters invalid in file names, or be `.` or `..`. A number written without quotes in `versions.json` is not a string.',
          fix: 'Write `["2.0", "1.1"]` with quotes, and rename versions that break the rules above (the folder and sidebar file names must change too).',
          see: ['[Versioning](doc:versioning)'],
        },
        {
          id: 'version-options-unknown-version',
          title: 'Docs options name a version that does not exist',
          source: 'docusaurus',
          messages: [
            {text: 'Docs option lastVersion: … is invalid. Available version names are: …'},
            {text: 'Invalid docs option "versions": unknown versions (…) found. Available version names are: …'},
            {text: 'Invalid docs option "onlyIncludeVersions": an empty array is not allowed, at least one version is needed.'},
            {text: 'Invalid docs option "onlyIncludeVersions": unknown versions (…) found. Available version names are: …'},
            {text: 'Invalid docs option "lastVersion": if you use both the "onlyIncludeVersions" and "lastVersion" options, then "lastVersion" must be present in the provided "onlyIncludeVersions" array.'},
          ],
          cause: '`lastVersion`, the keys of `versions` and `onlyIncludeVersions` must be names from `versions.json`, or `current` for the docs folder.',
          fix: 'Use the names printed in the message. When you build only some versions (`onlyIncludeVersions`), include the `lastVersion` among them.',
          see: ['[Configuring versioning behavior](doc:versioning#configuring-versioning-behavior)'],
        },
        {
          id: 'no-version-included',
          title: 'Docs without any version, or disableVersioning on a non-versioned site',
          source: 'docusaurus',
          messages: [
            {text: 'It is not possible to use docs without any version. No version is included because you have requested to not include … through "includeCurrentVersion: false", while ….'},
            {text: 'Docs: using "disableVersioning: true" option on a non-versioned site does not make sense.'},
          ],
          cause: '`includeCurrentVersion: false` removes the docs folder version, and there is no `versions.json` (or `disableVersioning` removes the others); or `disableVersioning` is set while no `versions.json` exists.',
          fix: 'Keep the current version while the site has no released versions, and drop `disableVersioning` on a site without versions.',
          see: ['[Docs plugin options](doc:api/plugins/@docusaurus/plugin-content-docs#configuration)'],
        },
        {
          id: 'version-docs-folder-missing',
          title: 'The docs folder does not exist for a version, or it has no docs',
          source: 'docusaurus',
          messages: [
            {text: 'The docs folder does not exist for version "…". A docs folder is expected to be found at ….'},
            {text: 'Docs version "…" has no docs! At least one doc should exist at "…".'},
            {text: 'Loading of version failed for version …'},
            {text: "Can't create version routes for version …"},
          ],
          cause:
            'The folder of a version (`docs/` for the current one, `versioned_docs/version-<name>/` for the others, or the `path` option) is missing or holds no Markdown file, for example after deleting a version folder but not its line in `versions.json`. The last two messages wrap such an error for one version.',
          fix: 'Restore the folder, or remove the version from `versions.json` together with its `versioned_sidebars/` file.',
          see: ['[Deleting an existing version](doc:versioning#deleting-an-existing-version)'],
        },
      ],
    },
    {
      id: 'blog',
      title: 'Blog',
      entries: [
        {
          id: 'untruncated-blog-posts',
          title: 'Docusaurus found blog posts without truncation markers',
          source: 'docusaurus',
          messages: [
            {text: "Docusaurus found blog posts without truncation markers: - … We recommend using truncation markers (`<!-- truncate -->` or `{/* truncate */}`) in blog posts to create shorter previews on blog paginated lists. Tip: turn this security off with the `onUntruncatedBlogPosts: 'ignore'` blog plugin option."},
          ],
          cause: 'The listed posts have no truncation marker, so the blog list pages show their whole text.',
          fix: 'Add `<!-- truncate -->` (Markdown) or `{/* truncate */}` (MDX) after the introduction of each post, or set `onUntruncatedBlogPosts: "ignore"` (or `"throw"` to make it an error).',
          see: ['[Blog list](doc:blog#blog-list)'],
        },
        {
          id: 'authors-map-missing',
          title: 'Blog authors by key without an authors map, or mixed with author_* fields',
          source: 'docusaurus',
          messages: [
            {text: "Can't reference blog post authors by a key (such as '…') because no authors map file could be loaded. Please double-check your blog plugin config (in particular 'authorsMapPath'), ensure the file exists at the configured path, is not empty, and is valid!"},
            {text: "To declare blog post authors, use the 'authors' front matter in priority. Don't mix 'authors' with other existing 'author_*' front matter. Choose one or the other, not both at the same time."},
          ],
          cause:
            'A post writes `authors: jane` (a key) but there is no `authors.yml` in the blog folder (or at `authorsMapPath`), or the file is empty; or a post uses both `authors` and the older `author`, `author_url`, `author_title`... fields.',
          fix: 'Create `blog/authors.yml` with an entry per key, and use only `authors` in the front matter.',
          see: ['[Global authors](doc:blog#global-authors)', '[Authors file](doc:api/plugins/@docusaurus/plugin-content-blog#authors-file)'],
        },
        {
          id: 'authors-map-invalid',
          title: 'Invalid authors map',
          source: 'docusaurus',
          messages: [
            {text: '… should be an author object containing properties like name, title, and imageURL.'},
            {text: '… cannot be undefined. It should be an author object containing properties like name, title, and imageURL.'},
            {text: "The authors map file should contain an object where each entry contains an author key and the corresponding author's data."},
            {text: 'The following permalinks are duplicated: …'},
            {text: "Author socials should be usernames/userIds/handles, or fully qualified HTTP(s) absolute URLs. Social platform '…' has illegal value '…'"},
          ],
          cause:
            '`authors.yml` must map each key to an object (`name`, `title`, `url`, `image_url`, `socials`, `page`...). A key with no value, a list instead of a map, two authors whose `page.permalink` is the same, or a social value that is neither a handle nor a full `http(s)` URL is refused.',
          fix: 'Correct the entry named in the message.',
          see: ['[Authors file](doc:api/plugins/@docusaurus/plugin-content-blog#authors-file)'],
        },
        {
          id: 'inline-authors',
          title: 'Some blog authors are not defined',
          source: 'docusaurus',
          messages: [
            {text: "Some blog authors used in \"…\" are not defined in \"…\": - … Note that we recommend to declare authors once in a \"…\" file and reference them by key in blog posts front matter to avoid author info duplication. But if you want to allow inline blog authors, you can disable this message by setting onInlineAuthors: 'ignore' in your blog plugin options. More info at https://docusaurus.io/docs/blog"},
            {text: 'Duplicate blog post authors were found in blog post "…" front matter: - …'},
          ],
          cause: 'A post declares an author inline (an object in `authors`) instead of a key of `authors.yml`, and `onInlineAuthors` asks to report it; or a post lists the same author twice.',
          fix: 'Move the author to `authors.yml` and reference the key, or set `onInlineAuthors: "ignore"`. Remove duplicated authors.',
          see: ['[Inline authors](doc:blog#inline-authors)'],
        },
        {
          id: 'blog-id-front-matter',
          title: 'id header option is deprecated',
          source: 'docusaurus',
          messages: [{text: 'id header option is deprecated in "…" file. Please use slug option instead.'}],
          cause: 'A blog post sets `id` in its front matter; for posts, the URL is set with `slug`.',
          fix: 'Replace `id:` with `slug:` in that post.',
          see: ['[Blog front matter](doc:api/plugins/@docusaurus/plugin-content-blog#markdown-front-matter)'],
        },
        {
          id: 'blog-feed',
          title: 'Blog feed errors',
          source: 'docusaurus',
          messages: [
            {text: 'Blog feed XSLT file not found at "…"'},
            {text: 'Blog feed XSLT file was found at "…" But its expected co-located CSS file could not be found at "…" If you want to provide a custom XSLT file, you must provide a CSS file with the exact same name.'},
            {text: 'Generating … feed failed.'},
            {text: "docusaurus-plugin-content-blog feed feature does not support the Hash Router. Feeds won't be generated."},
          ],
          cause:
            '`feedOptions.xslt` names a style sheet file that does not exist, or a custom `.xsl` file has no `.css` file of the same name next to it; writing one of the feed files failed (the cause is printed below); or the site uses the hash router (`future.experimental_router: "hash"`), which has no feeds.',
          fix: 'Fix the XSLT path, add the CSS file beside it, or turn the XSLT option off. With the hash router, set `feedOptions.type: null` to silence the warning.',
          see: ['[Feed options](doc:api/plugins/@docusaurus/plugin-content-blog#feed-options)'],
        },
      ],
    },
    {
      id: 'tags-and-data-files',
      title: 'Tags and data files',
      entries: [
        {
          id: 'tags-not-defined',
          title: 'Tags used are not defined in tags.yml',
          source: 'docusaurus',
          messages: [{text: 'Tags […] used in … are not defined in …'}],
          cause: 'With a tags file (`tags` option), a doc or post uses a tag that the file does not declare, and `onInlineTags` is `warn` or `throw`.',
          fix: 'Add the tag to the tags file, correct its spelling, or set `onInlineTags: "ignore"`.',
          see: ['[Tags file](doc:api/plugins/@docusaurus/plugin-content-docs#tags-file)'],
        },
        {
          id: 'tags-file-invalid',
          title: 'Tags file errors',
          source: 'docusaurus',
          messages: [
            {text: "No tags file '…' could be found in any of those directories: - …"},
            {text: 'Duplicate permalinks found in tags file: …'},
            {text: 'There was an error extracting tags from file: …'},
          ],
          cause: 'The `tags` option names a file that is not in the content folder (or its localized copy), two tags of the file have the same `permalink`, or the file is not a map of tag keys to `{label, permalink, description}`.',
          fix: 'Put the file in the docs or blog folder, give each tag its own permalink, and follow the documented shape.',
          see: ['[Tags file](doc:api/plugins/@docusaurus/plugin-content-docs#tags-file)'],
        },
        {
          id: 'data-file-invalid',
          title: 'A YAML or JSON data file is invalid or missing',
          source: 'docusaurus',
          messages: [
            {text: 'The file at "…" looks invalid (not Yaml nor JSON).'},
            {text: 'File "…" does not exist in any of these folders: - …'},
          ],
          cause: 'A data file read by a plugin (authors map, tags file, category metadata) cannot be parsed, or a file path given to an option was not found in the content folder nor in its localized copy.',
          fix: 'Validate the file\'s YAML or JSON syntax, or fix the option\'s path.',
          see: ['[Blog plugin](doc:api/plugins/@docusaurus/plugin-content-blog)'],
        },
      ],
    },
    {
      id: 'git-last-update',
      title: 'Last update dates from Git',
      entries: [
        {
          id: 'last-update-requires-git',
          title: 'The last update options require Git',
          source: 'docusaurus',
          messages: [
            {text: 'Sorry, the last update options require Git.'},
            {text: 'Cannot infer the update date for some files, as they are not tracked by git.'},
          ],
          cause:
            '`showLastUpdateTime` or `showLastUpdateAuthor` reads each file\'s last commit. The first warning means the `git` command is not installed; the second that some files are not committed yet (they get no date).',
          fix: 'Install Git where the site builds, and commit the files. In CI, a shallow clone gives every file the date of the last commit: fetch the full history (`fetch-depth: 0` on `actions/checkout`).',
          see: ['[Docs plugin options](doc:api/plugins/@docusaurus/plugin-content-docs#configuration)'],
        },
        {
          id: 'git-history-failed',
          title: 'Failed to retrieve the git history',
          source: 'docusaurus',
          messages: [
            {text: 'Failed to retrieve git history for "…" because the file does not exist.'},
            {text: 'Failed to retrieve the git history for file "…" with exit code …: …'},
            {text: 'Failed to retrieve the git history for file "…" with unexpected output: …'},
            {text: 'An error occurred when trying to get the last update date', versions: ['3.7.0', '3.6.3']},
            {text: 'An error occurred when trying to get the file … date from Git', versions: ['canary']},
            {text: "Couldn't check if this directory is within a Git worktree: …", versions: ['canary']},
            {text: '… The command executed throws an error: …', versions: ['canary']},
            {text: '… The command returned exit code `…`: …', versions: ['canary']},
            {text: 'Failed to parse git submodule line: …', versions: ['canary']},
            {text: 'Could not get all the git repository root paths (superproject + submodules) from cwd=…', versions: ['canary']},
            {text: "Docusaurus failed to run the 'git log' to retrieve tracked files last update date/author. The command exited with code …: …", versions: ['canary']},
            {text: 'This Docusaurus site is outside any Git worktree. Unable to read Git info for file "…"', versions: ['canary']},
            {text: 'Unknown Docusaurus VCS preset name: …', versions: ['canary']},
          ],
          cause:
            'A `git` command run to find creation or last update dates failed: the repository is damaged or incomplete, the site is not inside a Git repository, a submodule cannot be listed, or Git refused to run (for example the "dubious ownership" check when the folder belongs to another user, common in containers).',
          fix: 'Run `git log -1 -- <file>` in the site folder to see Git\'s own error. In containers, `git config --global --add safe.directory <path>` allows the folder. To build without Git, turn off `showLastUpdateTime` and `showLastUpdateAuthor`.',
          see: ['[Docs plugin options](doc:api/plugins/@docusaurus/plugin-content-docs#configuration)', '[future](doc:api/docusaurus-config#future)'],
        },
      ],
    },
  ],
};

export default content;
