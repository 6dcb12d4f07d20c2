/**
 * Part of `npm run build:server`: the migrated, empty embedded database a first start on an empty
 * DATA_DIR loads instead of creating and migrating one (src/server/db/pglite-template.ts).
 */
import path from "node:path";
import { PGLITE_TEMPLATE_PATH, writePgliteTemplate } from "../src/server/db/pglite-template";

await writePgliteTemplate(path.resolve(import.meta.dirname, "..", PGLITE_TEMPLATE_PATH));
