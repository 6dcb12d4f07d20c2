import { useEffect, type ReactNode } from "react";

/**
 * Around the app when it takes over a page drawn at build: the controls came `inert` (a click or a
 * submit before the app was there would be lost or sent as a GET, docs/decisions/021). Hydration
 * keeps that markup, attributes included, so once React has adopted it they are released here.
 * One child, no element: the tree, and the ids React derives from it, stay the prerender's.
 */
export function DrawnPage({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    for (const control of container.querySelectorAll("[inert]")) control.removeAttribute("inert");
  }, [container]);
  return children;
}
