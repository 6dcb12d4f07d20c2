import { useEffect } from "react";

const APP_NAME = "Milheiro";

export function pageTitle(title?: string): string {
  return title ? `${title} — ${APP_NAME}` : `${APP_NAME} — gestão de milhas e pontos`;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
