/** Types of cardArt.mjs (plain JavaScript, shared with scripts/generate-blog-cards.mjs). */
export declare const cardFont: string;
export declare function escapeXml(text: string): string;
export declare function colourFor(text: string): string;
export declare function wrapLines(text: string, width: number, maxLines: number): string[];
export declare function releaseCardSvg(card: {version: string; title: string; date: string}): string;
export declare function docCardSvg(card: {title: string; section?: string; version: string; site?: string}): string;
