import { useEffect } from "react";
import { SITE_NAME, SITE_TITLE } from "@/shared/domain/site/site";

function pageTitle(title?: string): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_TITLE;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
