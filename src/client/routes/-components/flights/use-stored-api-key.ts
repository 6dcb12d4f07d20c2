import { useSyncExternalStore } from "react";

/** docs/product.md §5: the Firecrawl key lives in this browser's local storage, and nowhere else. */
const STORAGE_KEY = "milheiro:firecrawl-api-key";

/** The key when storage is blocked (privacy settings): it then lasts as long as the page. */
let unstoredKey = "";
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return unstoredKey;
  }
}

function write(value: string | null): void {
  unstoredKey = value ?? "";
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // See unstoredKey: nothing else to do when storage is unavailable.
  }
  for (const listener of listeners) listener();
}

/** This page's changes, and another tab's (the `storage` event). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The server renders the page with no browser and so no key (docs/decisions/037): hydration starts
 * from that, and React shows the browser's key right after, instead of a page that disagrees with
 * the markup it adopts.
 */
const noKeyOnTheServer = () => "";

const save = (value: string) => write(value);
const forget = () => write(null);

export function useStoredApiKey() {
  const apiKey = useSyncExternalStore(subscribe, read, noKeyOnTheServer);
  return { apiKey, save, forget };
}
