/**
 * The only script in the HTML of a page that came drawn (docs/decisions/021, 022, 024). It asks for
 * the app once the browser has painted that markup (its first contentful paint), so the download
 * and the evaluation of the framework come after the first paint instead of before it (module
 * scripts in the HTML hold the first paint until they have all run, and a page speed test counts
 * what started before the paint as holding it). A frame is not enough: Chrome may run several
 * animation frames before its first paint. The server names the app's entry and
 * the chunks it imports on this script's tag (src/server/http/prerendered-pages.ts). All are
 * preloaded first; then each chunk is evaluated in a task of its own, the entry last, since one
 * import() of the entry would run the whole graph (the framework first) in a single long task that
 * blocks the page's first clicks. Importing a chunk runs whatever it needs first, so any order is
 * correct; the server's order (the framework first) keeps each task to one chunk.
 * The takeover imports nothing itself: it is the whole script a visitor waits for.
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function loadApp(entry: string, chunks: string[]): Promise<void> {
  // Starting a request is not free on a slow phone (~25 ms each, 4× throttled): one per task.
  for (const href of [...chunks, entry]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

/** A browser without paint timing, or a tab that never paints, waits no longer than this. */
const PAINT_WAIT_MS = 1_000;

function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    setTimeout(start);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) startOnce();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(startOnce, PAINT_WAIT_MS);
}

if (tag?.dataset.app) {
  const entry = tag.dataset.app;
  const chunks = tag.dataset.preload?.split(" ").filter(Boolean) ?? [];
  afterFirstPaint(() => void loadApp(entry, chunks));
}
