/**
 * docs/product.md §5: YouTube watch, short (youtu.be) and embed URLs play in YouTube's embedded player;
 * anything else (an uploaded /files/ video included) plays in the browser's own <video>.
 */
export type LessonVideo = { kind: "youtube"; embedUrl: string; videoId: string } | { kind: "file"; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const EMBED_HOSTS = new Set(["youtube.com", "www.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** A start offset as YouTube writes it ("90", "90s", "1m30s", "1h2m3s") in seconds, or null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === "") return null;
  const [, h = "0", m = "0", s = "0"] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtubeIdOf(url: URL): string | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments[0] ?? null;
  if (WATCH_HOSTS.has(host) && url.pathname === "/watch") return url.searchParams.get("v");
  if (WATCH_HOSTS.has(host) && (segments[0] === "shorts" || segments[0] === "live")) return segments[1] ?? null;
  if (EMBED_HOSTS.has(host) && segments[0] === "embed") return segments[1] ?? null;
  return null;
}

function youtubeVideo(value: string): { videoId: string; embedUrl: string } | null {
  const url = parseUrl(value);
  if (!url) return null;
  const videoId = youtubeIdOf(url);
  if (!videoId || !YOUTUBE_ID.test(videoId)) return null;
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  return { videoId, embedUrl: `https://www.youtube.com/embed/${videoId}${start ? `?start=${start}` : ""}` };
}

/** The embed form of a YouTube link (keeping a start time), or null when the URL is not YouTube. */
export function youtubeEmbedUrl(value: string): string | null {
  return youtubeVideo(value)?.embedUrl ?? null;
}

export function lessonVideo(value: string | null): LessonVideo | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const youtube = youtubeVideo(trimmed);
  return youtube ? { kind: "youtube", ...youtube } : { kind: "file", url: trimmed };
}
