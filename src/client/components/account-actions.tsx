import { Link } from "@tanstack/react-router";
import { CircleUserRound } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import { cn } from "@/client/lib/utils";
import { displayName } from "@/shared/domain/account/user-display";
import { trialUntilText } from "@/shared/domain/payments/trial-label";
import { LogoutButton } from "./logout-button";
import type { NavLayout } from "./nav-styles";

/** Right side of the header: Entrar / Cadastrar for visitors; for members the greeting (a link to Minha conta) and Sair. */
export function AccountActions({ layout, onNavigate }: { layout: NavLayout; onNavigate?: () => void }) {
  const session = useSession();
  const stacked = layout === "menu";

  if (!session) {
    return (
      <div className={cn("flex gap-2", stacked && "flex-col")}>
        <Button asChild variant={stacked ? "outline" : "ghost"} size={stacked ? "lg" : "sm"}>
          <Link to="/login" onClick={onNavigate}>
            Entrar
          </Link>
        </Button>
        <Button asChild size={stacked ? "lg" : "sm"}>
          <Link to="/login" search={{ modo: "cadastro" }} onClick={onNavigate}>
            Cadastrar
          </Link>
        </Button>
      </div>
    );
  }

  const greeting = `Olá, ${displayName(session)}`;
  return (
    <div className={cn("flex min-w-0 items-center gap-3", stacked && "flex-col items-stretch")}>
      <Link
        to="/minha-conta"
        onClick={onNavigate}
        aria-label={`${greeting}: Minha conta`}
        className={cn(
          "flex min-w-0 items-center gap-2 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          stacked ? "px-3 py-1" : "max-w-56",
        )}
      >
        <CircleUserRound className="size-5 shrink-0" aria-hidden />
        <span className="truncate" title="Minha conta">
          {greeting}
        </span>
      </Link>
      {stacked && session.trialLastDay && (
        <Link to="/minha-assinatura" onClick={onNavigate} className="px-3 text-sm text-primary">
          {trialUntilText(session.trialLastDay)}
        </Link>
      )}
      <LogoutButton className={cn(stacked && "h-11 text-base")} onNavigate={onNavigate} />
    </div>
  );
}
