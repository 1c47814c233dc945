// Moved to src/utils/englishDates.ts (lean-entry became entries of src/framework-internals). Kept until
// src/plugins/changelog/theme/ChangelogItem imports the new path; then delete this folder.
export * from '@site/src/utils/englishDates';
