/**
 * The name a downloaded material is saved under: its title (what the member saw) with the stored
 * file's extension, instead of the storage's timestamp-and-random name.
 */
export function materialFileName(title: string, fileUrl: string): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileUrl)?.[1]?.toLowerCase();
  const base =
    title
      .normalize("NFC")
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100) || "material";
  return extension ? `${base}.${extension}` : base;
}
