import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentTypeOfKey, createDiskStorage, type FileStorage } from "../integrations/storage";

/** A disk storage in a fresh temporary folder, created only if something is written to it. */
export function temporaryDiskStorage(): { storage: FileStorage; root: string } {
  const root = path.join(tmpdir(), `milheiro-files-${randomBytes(6).toString("hex")}`);
  return { storage: createDiskStorage(root, contentTypeOfKey), root };
}
