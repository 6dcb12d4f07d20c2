/**
 * The only script in the HTML of a page that came drawn (docs/decisions/021, 022). It asks for the
 * app once the browser has painted that markup: a frame, then a task, so the download and the
 * evaluation of the framework come after the first paint instead of before it (module scripts in
 * the HTML hold the first paint until they have all run). The server names the app's entry and
 * the chunks it imports on this script's tag (src/server/http/prerendered-pages.ts); they are
 * preloaded together so the app's own imports do not wait for the entry to be read. The takeover
 * imports nothing itself: it is the whole script a visitor waits for.
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

function loadApp(entry: string, preloads: string[]): void {
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

if (tag?.dataset.app) {
  const entry = tag.dataset.app;
  const preloads = tag.dataset.preload?.split(" ").filter(Boolean) ?? [];
  requestAnimationFrame(() => setTimeout(() => loadApp(entry, preloads)));
}
