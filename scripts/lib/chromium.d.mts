/** Launch options for Debian's Chromium, shared by Playwright's config and the measurement scripts. */
export declare const chromiumLaunchOptions: {executablePath: string; args: string[]};
