import { z } from "zod";
import pt from "zod/v4/locales/pt.js";

// Fallback messages for any rule without an explicit pt-BR message of its own. The one locale's
// own file (not z.locales, nor the "zod/locales" index) keeps the other 40-odd out of the bundle
// and out of the server's start. Every module that builds
// schemas imports z from here (not from "zod"), so the locale is set wherever zod is loaded.
// In the browser zod runs without its compiled fast path: the page's CSP forbids eval, and even
// zod's probe for it (a `new Function` whose throw it catches) is reported as a CSP violation.
z.config({ ...pt(), jitless: typeof window !== "undefined" });

export { z };
