/** The commands and long option names of a Commander program, as `start` and `start --port` paths. */

export type CommanderOptionLike = {long?: string; short?: string; flags: string};
export type CommanderCommandLike = {name(): string; options: readonly CommanderOptionLike[]};

export function cliPaths(commands: readonly CommanderCommandLike[]): string[] {
  const paths: string[] = [];
  for (const command of commands) {
    const name = command.name();
    // The catch-all `<command>` handler is not a real command.
    if (!name || name.startsWith('<') || name === '*') {
      continue;
    }
    paths.push(name);
    for (const option of command.options) {
      paths.push(`${name} ${option.long ?? option.short ?? option.flags}`);
    }
  }
  return paths.sort();
}

/** `-p, --port <port>` → `--port`; `--no-open` → `--no-open`; `-l` → `-l`. */
export function longFlag(flags: string): string {
  const parts = flags.split(/[\s,|]+/).filter((part) => part.startsWith('-'));
  return parts.find((part) => part.startsWith('--')) ?? parts[0] ?? flags;
}
