import type { ReactNode } from "react";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { cn } from "@/client/lib/utils";

/** The institutional pages (footer links, plans, demo): a title, a lead and a few sections. */
export function InfoPage({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead: string;
  /** Room for card grids instead of a reading column. */
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn("mx-auto px-4 py-12 sm:px-6 sm:py-16 lg:px-8", wide ? "max-w-6xl" : "max-w-3xl")}>
      <div className={cn("mb-10 sm:mb-12", wide && "mx-auto max-w-3xl text-center")}>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{lead}</p>
      </div>
      <div className="space-y-10">{children}</div>
    </div>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

/** Links inside running text on these pages. */
export const textLinkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-[3px] focus-visible:ring-ring/50";
