/**
 * Client module: this site stores its browser preferences under namespaced keys
 * (`storage.namespace: true`). Visitors who came before that change still have the
 * plain keys, so on start-up we move them once, before the theme reads them.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {siteStorage} from '@site/src/framework-internals/site-storage';
import {migrateStorageKeys} from './storageNamespaceMigration';

function runMigration(): void {
  try {
    const storage = siteStorage.type === 'sessionStorage' ? window.sessionStorage : window.localStorage;
    migrateStorageKeys(storage, siteStorage.namespace);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed iframes): nothing to migrate then.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  runMigration();
}

export {};
