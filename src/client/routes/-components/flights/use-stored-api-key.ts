import { useCallback, useState } from "react";

/** Spec §5: the Firecrawl key lives in this browser's local storage, and nowhere else. */
const STORAGE_KEY = "milheiro:firecrawl-api-key";

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    // Storage can be blocked (privacy settings): the key then lasts as long as the page.
    return "";
  }
}

function write(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // See read(): nothing else to do when storage is unavailable.
  }
}

export function useStoredApiKey() {
  const [apiKey, setApiKey] = useState(read);
  const save = useCallback((value: string) => {
    write(value);
    setApiKey(value);
  }, []);
  const forget = useCallback(() => {
    write(null);
    setApiKey("");
  }, []);
  return { apiKey, save, forget };
}
