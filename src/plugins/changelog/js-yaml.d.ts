/** Minimal types for js-yaml (a dependency of @docusaurus/utils), enough for this plugin. */
declare module 'js-yaml' {
  export function load(source: string): unknown;
  export function dump(value: unknown, options?: {lineWidth?: number; flowLevel?: number}): string;
  const yaml: {load: typeof load; dump: typeof dump};
  export default yaml;
}
