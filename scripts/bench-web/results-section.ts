/**
 * bench/results/latest.md is shared: the server bench and the Lighthouse bench each own one
 * section between their markers and replace only that one, keeping whatever else is there.
 */
export function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end, from);
  if (from === -1 || to === -1) {
    const before = document.trimEnd();
    return `${before ? `${before}\n\n` : ""}${section}\n`;
  }
  return document.slice(0, from) + section + document.slice(to + end.length);
}
