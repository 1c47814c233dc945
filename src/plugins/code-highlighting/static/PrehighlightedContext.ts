import {createContext} from 'react';

/**
 * The build-time HTML of each source line of the code block being rendered (static/highlight.ts), or null for a
 * block the browser highlights. Set by src/theme/CodeBlock, read by its Content and Container.
 */
export const PrehighlightedContext = createContext<string[] | null>(null);
