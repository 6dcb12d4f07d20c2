import { Link } from "@tanstack/react-router";
import { Plane } from "lucide-react";
import { cn } from "@/client/lib/utils";

export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Plane className="size-4 -rotate-45" aria-hidden />
      </span>
      Milheiro
    </Link>
  );
}
