/**
 * The `docusaurus swizzle` commands the docs tell readers to run, checked against the swizzle config the theme itself
 * declares, read the way core's `swizzle` command reads it (`core/lib/commands/swizzle/config.js`, `components.js`):
 * the theme module's `getSwizzleConfig()`, else `getSwizzleComponentList()` (every listed component safe for both
 * actions), else nothing; a component or action the config does not declare is `unsafe`. An unsafe action stops the
 * command with a warning and a confirmation prompt unless `--danger` is given; a forbidden one always fails.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {loadPlugin, type PackageLoader} from './configExamples';

export type SwizzleAction = 'eject' | 'wrap';
export type SwizzleStatus = 'safe' | 'unsafe' | 'forbidden';

export type SwizzleCommand = {
  page: string;
  line: number;
  theme: string;
  component: string;
  action: SwizzleAction | undefined;
  danger: boolean;
  /** The command's line and the few lines of prose before it, where the page may warn about the prompt. */
  context: string;
};

type ComponentConfig = {actions: Partial<Record<SwizzleAction, SwizzleStatus>>};
type SwizzleConfig = {components: Record<string, ComponentConfig>};
type ThemeModule = {getSwizzleConfig?: () => SwizzleConfig; getSwizzleComponentList?: () => string[] | undefined};

/** `swizzle <theme> <Component> [flags]` in a code block or an inline code span; `--list` and bare commands are skipped. */
const commandPattern = /\bswizzle\s+(@[\w-]+\/[\w-]+|[\w-]+)\s+(?!--)([\w/.-]+)([^`\n]*)/g;

export function swizzleCommands(dir: string): SwizzleCommand[] {
  const commands: SwizzleCommand[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) commands.push(...commandsOf(full, readFileSync(full, 'utf8')));
    }
  };
  walk(dir);
  return commands;
}

export function commandsOf(page: string, text: string): SwizzleCommand[] {
  const lines = text.split('\n');
  return lines.flatMap((lineText, index) =>
    [...lineText.matchAll(commandPattern)].map(([, theme = '', component = '', rest = '']) => {
      const flags = rest.split(/\s+/);
      const action = (['eject', 'wrap'] as const).find((name) => flags.includes(`--${name}`));
      return {
        page,
        line: index + 1,
        theme,
        component,
        action,
        danger: flags.includes('--danger'),
        context: lines.slice(Math.max(0, index - 4), index + 1).join('\n'),
      };
    }),
  );
}

/** The swizzle status of a theme's component for an action, or `missing` when the theme has no such component. */
export function swizzleStatus(
  load: PackageLoader & {resolve: NodeRequire['resolve']},
  theme: string,
  component: string,
  action: SwizzleAction,
): SwizzleStatus | 'missing' {
  const themeDir = path.join(packageRoot(load.resolve(theme)), 'lib/theme', component);
  if (!existsSync(themeDir) && !existsSync(`${themeDir}.js`)) return 'missing';
  const module = loadPlugin(load, theme) as ThemeModule & {default?: ThemeModule};
  const declared = declaredConfig(module) ?? declaredConfig(module.default ?? {}) ?? {components: {}};
  return declared.components[component]?.actions[action] ?? 'unsafe';
}

/** The folder of the package whose entry file is `entry` (some packages do not export their package.json). */
function packageRoot(entry: string): string {
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

function declaredConfig(module: ThemeModule): SwizzleConfig | undefined {
  if (module.getSwizzleConfig) return module.getSwizzleConfig();
  if (!module.getSwizzleComponentList) return undefined;
  const safe: ComponentConfig = {actions: {eject: 'safe', wrap: 'safe'}};
  return {components: Object.fromEntries((module.getSwizzleComponentList() ?? []).map((name) => [name, safe]))};
}

/** What is wrong with a command as the docs show it, or undefined when a reader can run it as written. */
export function swizzleProblem(command: SwizzleCommand, status: SwizzleStatus | 'missing'): string | undefined {
  const what = `${command.theme} ${command.component}${command.action ? ` --${command.action}` : ''}`;
  if (status === 'missing') return `${what}: the theme has no such component`;
  if (status === 'forbidden') return `${what}: the theme forbids this action`;
  if (status === 'unsafe' && !command.danger && !/confirm/i.test(command.context)) {
    return `${what}: unsafe for this theme, so the command needs --danger (or the page must say the CLI asks for a confirmation)`;
  }
  return undefined;
}
