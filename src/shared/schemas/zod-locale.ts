import { z } from "zod";
import { pt } from "zod/locales";

// Fallback messages for any rule without an explicit pt-BR message of its own. The named import
// (not z.locales) keeps the other 40-odd locales out of the bundle.
z.config(pt());

export { z };
