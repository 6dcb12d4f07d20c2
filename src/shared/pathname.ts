/** An address's path, without its query or fragment: "/promocoes?category=x" → "/promocoes". */
export function pathnameOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? "";
}
