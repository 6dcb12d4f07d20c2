import { z } from "zod";

// Fallback messages for any rule without an explicit pt-BR message of its own.
z.config(z.locales.pt());

export { z };
