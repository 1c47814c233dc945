import type {TroubleshootingArea} from './types';

const i18nDeployment: TroubleshootingArea = {
  slug: 'i18n-deployment',
  title: 'Translations, swizzling and deployment',
  groups: [
    {
      id: 'i18n',
      title: 'Translations',
      entries: [
        {
          id: 'locale-not-configured',
          title: 'The locale was not found in your site configuration',
          source: 'docusaurus',
          messages: [
            {text: 'The locale … was not found in your site configuration: Available locales are: … Note: Docusaurus only support running one locale at a time.', versions: ['3.7.0', '3.6.3']},
            {text: 'The locale … was not found in your Docusaurus site configuration. We recommend adding the … to your site i18n config, but we will still try to run your site. Declared site config locales are: …', versions: ['canary']},
            {text: 'Can\'t write-translation for locale "…" that is not in the locale configuration file. Available locales are: ….'},
            {text: "Can't find locale config for locale `…`", versions: ['canary']},
          ],
          cause: '`--locale` names a locale that `i18n.locales` does not list. `start` and `build` go on anyway; `write-translations` stops.',
          fix: 'Add the locale to `i18n.locales` in the config, or fix the spelling of `--locale`.',
          see: ['[i18n config](doc:api/docusaurus-config#i18n)', '[i18n tutorial](doc:i18n/tutorial)'],
        },
        {
          id: 'locale-config-infer',
          title: "Docusaurus couldn't get a default locale config",
          source: 'docusaurus',
          versions: ['3.7.0', '3.6.3'],
          messages: [{text: "Docusaurus couldn't get default locale config for …"}],
          cause: 'For each locale, Docusaurus derives a label, a direction and a calendar from the locale name with the `Intl` API. A name that is not a BCP 47 tag (such as `english` or `zh_CN` with an underscore) cannot be read; the error is raised even when `i18n.localeConfigs` describes the locale.',
          fix: 'Name locales with BCP 47 tags (`en`, `zh-CN`). The folder of a locale can still have another name through `i18n.localeConfigs["<locale>"].path`.',
          see: ['[i18n config](doc:api/docusaurus-config#i18n)'],
        },
        {
          id: 'locale-config-infer',
          title: "Docusaurus couldn't infer a default locale config",
          source: 'docusaurus',
          messages: [
            {text: "Docusaurus couldn't infer a default locale config for …. Make sure it is a valid BCP 47 locale name (e.g. en, fr, fr-FR, etc.) and/or provide a valid BCP 47 `siteConfig.i18n.localeConfig['…'].htmlLang` attribute.", versions: ['canary']},
          ],
          cause: 'For each locale, Docusaurus derives a label, a direction and a calendar from the locale name with the `Intl` API. A name that is not a BCP 47 tag (such as `english` or `zh_CN` with an underscore) cannot be read.',
          fix: 'Use BCP 47 names (`en`, `zh-CN`), or keep your name and give `i18n.localeConfigs["<name>"].htmlLang` a valid tag.',
          see: ['[i18n config](doc:api/docusaurus-config#i18n)'],
        },
        {
          id: 'translation-files',
          title: 'Invalid translation file, or unknown translation keys',
          source: 'docusaurus',
          messages: [
            {text: 'Invalid translation file at "…".'},
            {text: 'Some translation keys looks unknown to us in file "…". Maybe you should remove them? …'},
            {text: 'Translation file path at "…" does not need to end with ".json", we add the extension automatically.'},
          ],
          cause:
            'A JSON file under `i18n/<locale>/` is not a map of keys to `{message, description}` objects; or it has keys that no code or content declares any more (after a label or doc was renamed); or a plugin asked for a translation file path that already ends with `.json`.',
          fix: 'Fix the JSON, and run `docusaurus write-translations --locale <locale>` again to add new keys; delete the keys listed as unknown. Plugin authors give translation file paths without the extension.',
          see: ['[Translation files](doc:i18n/introduction#translation-files)', '[write-translations](doc:cli#docusaurus-write-translations-sitedir)'],
        },
        {
          id: 'translation-extraction',
          title: 'Translation extraction warnings',
          source: 'docusaurus',
          messages: [
            {text: 'Translation extraction warnings for file "…": …'},
            {text: 'Error while attempting to extract Docusaurus translations from source code file at "…".'},
            {text: 'Please make sure all theme translations are static! Some warnings were found! …'},
          ],
          cause:
            '`write-translations` reads `<Translate>` and `translate()` calls in the code of `src/` and of themes, and can only extract a message and id written as plain string literals. A message built from variables or template literals with expressions cannot be extracted; a file that does not parse is skipped with an error.',
          fix: 'Write messages and ids as literal strings, and pass variable parts with `values` and `{placeholders}`.',
          see: ['[Translate your React code](doc:i18n/tutorial#translate-your-react-code)', '[Translate](doc:docusaurus-core#translate)'],
        },
      ],
    },
    {
      id: 'swizzle',
      title: 'Swizzling',
      entries: [
        {
          id: 'swizzle-unsafe',
          title: 'Swizzle action is unsafe or forbidden',
          source: 'docusaurus',
          messages: [
            {text: 'Swizzle action … is unsafe to perform on …. It is more likely to be affected by breaking changes in the future If you want to swizzle it, use the `--danger` flag, or confirm that you understand the risks.'},
            {text: 'Swizzle action … is forbidden for component …'},
          ],
          cause: 'Each theme declares, per component, whether ejecting and wrapping are safe. Unsafe components are internals whose props and markup may change in minor releases; forbidden ones cannot be swizzled that way at all.',
          fix: 'Prefer `--wrap` when it is safe, or another component that is. If you accept the upgrade cost, add `--danger` (or answer the prompt).',
          see: ['[What is safe to swizzle](doc:swizzling#what-is-safe-to-swizzle)'],
        },
        {
          id: 'swizzle-not-found',
          title: 'Theme or component not found',
          source: 'docusaurus',
          messages: [
            {text: 'Theme … not found. …'},
            {text: 'Theme … not found'},
            {text: "Theme … doesn't exist."},
            {text: 'Component … not found.'},
            {text: "Component … doesn't exist."},
            {text: "Can't get component config: component doesn't exist: …"},
            {text: '… does not provide TypeScript theme code via getTypeScriptThemePath().'},
            {text: '… does not provide any theme code.'},
            {text: 'Theme … does not support the `--typescript` CLI option.'},
          ],
          cause:
            'The theme name must be the package name of a theme the site uses (`@docusaurus/theme-classic`), and the component name one of its components, as listed by `docusaurus swizzle <theme> --list`. Names that differ only by letter case are corrected with a warning. `--typescript` needs a theme that ships TypeScript sources.',
          fix: 'Run `npx docusaurus swizzle` without arguments to choose from the lists, or copy the names from `--list`. Drop `--typescript` for themes without TypeScript code.',
          see: ['[CLI: swizzle](doc:cli#docusaurus-swizzle)', '[Swizzling](doc:swizzling)'],
        },
        {
          id: 'swizzle-copy',
          title: 'Swizzle could not copy files, or the theme swizzle config is invalid',
          source: 'docusaurus',
          messages: [
            {text: 'No files to copy from "…" with glob `…`'},
            {text: 'Could not copy file from "…" to "…"'},
            {text: 'Swizzle config does not match expected schema: …'},
            {text: 'Invalid Swizzle config for theme ….'},
          ],
          cause: 'Ejecting found no source file for the component in the theme, could not write into `src/theme/`, or a third-party theme declares a malformed `getSwizzleConfig`.',
          fix: 'Check the write permissions of `src/theme/`, and report the theme\'s problem to its authors.',
          see: ['[Swizzling](doc:swizzling)'],
        },
      ],
    },
    {
      id: 'deploy',
      title: 'docusaurus deploy (GitHub Pages)',
      entries: [
        {
          id: 'deploy-missing-config',
          title: 'Missing organization name, project name or deployment branch',
          source: 'docusaurus',
          messages: [
            {text: 'Missing project organization name. Did you forget to define "organizationName" in …? You may also export it via the ORGANIZATION_NAME environment variable.'},
            {text: 'Missing project name. Did you forget to define "projectName" in …? You may also export it via the PROJECT_NAME environment variable.'},
            {text: "For GitHub pages organization deployments, 'docusaurus deploy' does not assume anymore that 'master' is your default Git branch. Please provide the branch name to deploy to as an environment variable, for example DEPLOYMENT_BRANCH=main or DEPLOYMENT_BRANCH=master . You can also set the deploymentBranch property in docusaurus.config.js ."},
          ],
          cause: '`docusaurus deploy` pushes the build to a GitHub repository and needs its owner (`organizationName`), its name (`projectName`) and, for a `<owner>.github.io` repository, the branch to publish to.',
          fix: 'Set `organizationName`, `projectName` and, if needed, `deploymentBranch` in the config (or the environment variables named in the messages).',
          see: ['[Deploying to GitHub Pages](doc:deployment#deploying-to-github-pages)', '[organizationName](doc:api/docusaurus-config#organizationName)'],
        },
        {
          id: 'deploy-git-user',
          title: 'Please set the GIT_USER environment variable',
          source: 'docusaurus',
          messages: [
            {text: 'Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!'},
            {text: 'Git not installed or on the PATH!', versions: ['3.7.0', '3.6.3']},
            {text: 'Git not installed or not added to PATH!', versions: ['canary']},
            {text: 'Running "git push" command failed. Does the GitHub user account you are using have push access to the repository?'},
          ],
          cause: 'The command pushes with Git over HTTPS as `GIT_USER` (with `GIT_PASS` or a credential helper), or over SSH when `USE_SSH=true`. Neither was given, `git` is missing, or the account cannot push to the repository.',
          fix: 'Run `GIT_USER=<your-github-name> npm run deploy`, or `USE_SSH=true npm run deploy` with an SSH key set up on GitHub. In CI, many sites use the GitHub Pages action instead of this command.',
          see: ['[Deploy](doc:deployment#deploy)', '[Triggering deployment with GitHub Actions](doc:deployment#triggering-deployment-with-github-actions)'],
        },
        {
          id: 'deploy-same-branch',
          title: 'You cannot deploy from this branch',
          source: 'docusaurus',
          messages: [{text: 'You cannot deploy from this branch (…). You will need to checkout to a different branch!'}],
          cause: 'The current branch is the deployment branch itself (for example `gh-pages`, or `main` of a `<owner>.github.io` repository); deploying would overwrite the sources with the build.',
          fix: 'Keep the sources on another branch and set `deploymentBranch` to the branch that GitHub Pages serves.',
          see: ['[deploymentBranch](doc:api/docusaurus-config#deploymentBranch)'],
        },
        {
          id: 'deploy-command-failed',
          title: 'A deploy step failed',
          source: 'docusaurus',
          messages: [
            {text: 'Command returned unexpected exitCode …', versions: ['canary']},
            {text: 'Error while executing command `…` In CWD `…`', versions: ['canary']},
            {text: 'Failed to execute command: …', versions: ['canary']},
            {text: 'Copying build assets from "…" to "…" failed.'},
            {text: 'Deployment of the build output failed.'},
          ],
          cause: 'One of the Git commands of the deployment (clone, checkout, commit, push) or the copy of the build into the cloned repository failed; the output printed before says which and why.',
          fix: 'Run the failing Git command by hand in the folder printed to see Git\'s error (access rights, an empty repository, a protected branch).',
          see: ['[Deployment](doc:deployment)'],
        },
        {
          id: 'deploy-trailing-slash',
          title: 'Use an explicit trailingSlash when deploying to GitHub Pages',
          source: 'docusaurus',
          messages: [
            {text: 'When deploying to GitHub Pages, it is better to use an explicit "trailingSlash" site config. Otherwise, GitHub Pages will add an extra trailing slash to your site urls only on direct-access (not when navigation) with a server redirect. This behavior can have SEO impacts and create relative link issues.'},
          ],
          cause: 'GitHub Pages redirects `/page` to `/page/` when `page/index.html` exists. Without an explicit `trailingSlash`, URLs differ between in-app navigation and direct visits.',
          fix: 'Set `trailingSlash: true` or `false` in the config.',
          see: ['[trailingSlash](doc:api/docusaurus-config#trailingSlash)', '[Trailing slashes](doc:deployment#trailing-slashes)'],
        },
      ],
    },
  ],
};

export default i18nDeployment;
