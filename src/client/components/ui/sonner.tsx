import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Errors use sonner's red "error" toast, which stands in for shadcn's destructive variant. */
function Toaster(props: ToasterProps) {
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
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
