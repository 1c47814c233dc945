import {describe, expect, it} from 'vitest';
import {legacyStorageKeys, migrateStorageKeys, type KeyValueStorage} from '../storageNamespaceMigration';

function memoryStorage(initial: Record<string, string>): KeyValueStorage & {dump(): Record<string, string>} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}

describe('migrateStorageKeys', () => {
  it('moves each legacy key to its namespaced name and deletes the old one', () => {
    const storage = memoryStorage({theme: 'dark', 'docs-preferred-version-default': '3.7.0', other: 'kept'});
    const moved = migrateStorageKeys(storage, '-ns');
    expect(moved).toEqual(['theme', 'docs-preferred-version-default']);
    expect(storage.dump()).toEqual({'theme-ns': 'dark', 'docs-preferred-version-default-ns': '3.7.0', other: 'kept'});
  });

  it('never overwrites a value already stored under the namespaced key', () => {
    const storage = memoryStorage({theme: 'dark', 'theme-ns': 'light'});
    expect(migrateStorageKeys(storage, '-ns')).toEqual([]);
    expect(storage.dump()).toEqual({theme: 'dark', 'theme-ns': 'light'});
  });

  it('does nothing without a namespace', () => {
    const storage = memoryStorage({theme: 'dark'});
    expect(migrateStorageKeys(storage, '')).toEqual([]);
    expect(storage.dump()).toEqual({theme: 'dark'});
  });

  it('covers the four keys the theme writes', () => {
    expect(legacyStorageKeys).toEqual([
      'theme',
      'docusaurus.announcement.id',
      'docusaurus.announcement.dismiss',
      'docs-preferred-version-default',
    ]);
  });
});
