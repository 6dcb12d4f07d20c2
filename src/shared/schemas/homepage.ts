import { storedFileOfField } from "../domain/files/file-fields";
import { text } from "./text";
import { z } from "./zod-locale";

const required = (message: string) => text({ error: message }).trim().min(1, message).max(500);

/** A link is either a path inside the app ("/promocoes") or an absolute http(s) URL. */
const LinkSchema = (message: string) =>
  required(message).refine((value) => value.startsWith("/") || /^https?:\/\//i.test(value), {
    message: "Use um caminho do site (ex.: /promocoes) ou um endereço http(s)",
  });

const AbsoluteImageUrl = z.url({ protocol: /^https?$/ });

export const HomepageSettingsInputSchema = z.object({
  heroTitle: required("Informe o título principal"),
  heroSubtitle: required("Informe o subtítulo"),
  // Blank means "use the default gradient" (docs/product.md §5).
  heroBackgroundImage: text()
    .trim()
    .max(2000)
    .transform((value) => (value === "" ? null : value))
    // An absolute http(s) URL, or an image uploaded as a homepage background (/files/…).
    .refine(
      (value) =>
        value === null ||
        storedFileOfField("homepage-background", value) !== null ||
        AbsoluteImageUrl.safeParse(value).success,
      {
        message: "Informe uma URL de imagem válida",
      },
    )
    .nullable()
    .default(null),
  primaryButtonText: required("Informe o texto do botão principal"),
  primaryButtonLink: LinkSchema("Informe o link do botão principal"),
  secondaryButtonText: required("Informe o texto do botão secundário"),
  secondaryButtonLink: LinkSchema("Informe o link do botão secundário"),
});
export type HomepageSettingsInput = z.input<typeof HomepageSettingsInputSchema>;
