import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface StatusPageProps {
  icon: LucideIcon;
  /** A short line above the title, e.g. "404". */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** The way out: a button or link. */
  action: ReactNode;
}

/** A whole page that says one thing (not found, nothing here) and offers one way on. */
export function StatusPage({ icon: Icon, eyebrow, title, children, action }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-accent text-primary">
        <Icon className="size-8" aria-hidden />
      </span>
      {eyebrow && <p className="mt-6 text-sm font-semibold tracking-widest text-primary">{eyebrow}</p>}
      <h1
        className={
          eyebrow ? "mt-2 text-3xl font-bold tracking-tight sm:text-4xl" : "mt-6 text-3xl font-bold tracking-tight"
        }
      >
        {title}
      </h1>
      <p className="mt-4 text-muted-foreground">{children}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}
