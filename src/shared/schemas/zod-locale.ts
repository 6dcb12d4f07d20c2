import { z } from "zod";
import { pt } from "zod/locales";

// Fallback messages for any rule without an explicit pt-BR message of its own. The named import
// (not z.locales) keeps the other 40-odd locales out of the bundle. Every module that builds
// schemas imports z from here (not from "zod"), so the locale is set wherever zod is loaded.
z.config(pt());

export { z };
