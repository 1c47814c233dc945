/**
 * Pure logic of the storage-namespace migration (see migrateStorageNamespace.ts).
 * Kept free of browser globals so Vitest can check it with a fake storage.
 */

/** Keys that older builds wrote without a namespace suffix. */
export const legacyStorageKeys = [
  'theme',
  'docusaurus.announcement.id',
  'docusaurus.announcement.dismiss',
  'docs-preferred-version-default',
] as const;

/** The subset of the Web Storage API the migration needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Copies every legacy key to `<key><namespace>` and removes the old key.
 * A value already stored under the namespaced key wins: it is never overwritten,
 * and the stale legacy key is left alone. Returns the keys that were moved.
 */
export function migrateStorageKeys(
  storage: KeyValueStorage,
  namespace: string,
  keys: readonly string[] = legacyStorageKeys,
): string[] {
  if (!namespace) {
    return [];
  }
  const moved: string[] = [];
  for (const key of keys) {
    const legacyValue = storage.getItem(key);
    const namespacedKey = `${key}${namespace}`;
    if (legacyValue === null || storage.getItem(namespacedKey) !== null) {
      continue;
    }
    storage.setItem(namespacedKey, legacyValue);
    storage.removeItem(key);
    moved.push(key);
  }
  return moved;
}
