import { cn } from "@/client/lib/utils";
import { programLook } from "@/shared/domain/wallet/program-brands";

/** A program's tile: its brand's colours and mark, or initials on a colour of its own. */
export function ProgramLogo({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  const look = programLook(name, logo);
  return (
    <span
      data-slot="program-logo"
      className={cn("grid size-11 shrink-0 place-items-center rounded-lg text-sm font-bold", className)}
      style={{ backgroundColor: look.background, color: look.foreground }}
      aria-hidden
    >
      {look.mark}
    </span>
  );
}
