// nprogress ships no types; client/progressBar.ts describes the part it uses.
declare module 'nprogress';
