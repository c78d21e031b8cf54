import { APP_VERSION, STORAGE_PREFIX } from '../../domain/constants';

const VERSION_KEY = `${STORAGE_PREFIX}version`;

/** Spec §4: when the stored version differs from the running one, the app's stored data is cleared. */
export function resetStorageOnNewVersion(storage: Storage = window.localStorage): void {
  try {
    if (storage.getItem(VERSION_KEY) === APP_VERSION) return;
    const ours = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false);
    for (const key of ours) storage.removeItem(key);
    storage.setItem(VERSION_KEY, APP_VERSION);
  } catch {
    // Storage can be disabled (private mode, policy): nothing to clear.
  }
}
