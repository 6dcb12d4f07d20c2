import { timestamp } from "drizzle-orm/pg-core";

/** Every instant is stored as UTC `timestamptz` and read back as a JS Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: "date" });
