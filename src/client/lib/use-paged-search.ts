import { useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * What a server-searched, paged list keeps: the text as typed, the debounced search sent to the
 * server, and the page — back to the first one whenever the search changes.
 */
export function usePagedSearch() {
  const [typed, setTyped] = useState("");
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim());
  function type(text: string) {
    setTyped(text);
    setPage(1);
  }
  return { typed, type, search, page, setPage };
}
