import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { markToasterMounted } from "@/client/lib/toast";

/**
 * Errors use sonner's red "error" toast, which stands in for shadcn's destructive variant.
 * richColors' own text colours reach only 4.25–4.35:1 on their tinted backgrounds; these darker
 * ones keep every kind of toast above WCAG's 4.5:1 (the e2e axe check covers each kind).
 */
function Toaster(props: ToasterProps) {
  // Runs after sonner's own effects: by then it listens, and toasts that waited can show.
  useEffect(markToasterMounted, []);
  return (
    <Sonner
      theme="light"
      richColors
      closeButton
      position="bottom-right"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--success-text": "hsl(140 100% 20%)",
          "--info-text": "hsl(210 92% 32%)",
          "--warning-text": "hsl(31 92% 26%)",
          "--error-text": "hsl(360 100% 36%)",
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
