import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Bell, BellOff, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/components/ui/popover";
import { toastFailure } from "@/client/lib/failure-toast";
import { useSession } from "@/client/lib/session";
import { cn } from "@/client/lib/utils";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { bellLine } from "@/shared/domain/alerts/bell";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { EmptyState, ErrorState, LoadingState } from "./query-states";

type Notification = RouterOutputs["notifications"]["list"]["items"][number];

/** New alerts arrive from a scheduled job, so the count is refreshed now and then. */
const REFRESH_MS = 60_000;

function NotificationItem({ item, today, onOpen }: { item: Notification; today: string; onOpen: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.notifications.list.pathFilter()),
    }),
  );
  const open = () => {
    if (!item.readAt)
      markRead.mutate({ id: item.id }, { onError: (error) => toastFailure("Erro ao marcar como lida", error) });
    onOpen();
  };
  const line = bellLine(item, today);
  return (
    <li
      className={cn(
        "grid gap-1 px-4 py-3 text-sm",
        !item.readAt && "bg-accent/50",
        line.urgent && "border-l-4 border-destructive",
      )}
    >
      <p className={cn("flex items-start gap-2 font-medium", line.urgent && "text-destructive")}>
        {line.urgent ? (
          <TriangleAlert className="mt-0.5 size-4 shrink-0" role="img" aria-label="Urgente" />
        ) : (
          !item.readAt && <span className="mt-1.5 inline-block size-2 shrink-0 rounded-full bg-primary" aria-hidden />
        )}
        <span>
          {line.text}
          {!item.readAt && <span className="sr-only"> (não lida)</span>}
        </span>
      </p>
      <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
        {item.kind === "promotion_match" ? (
          <Link to="/promocoes" className="font-medium text-primary hover:underline" onClick={open}>
            Ver promoções
          </Link>
        ) : item.programId ? (
          <Link
            to="/dashboard"
            hash={`programa-${item.programId}`}
            className="font-medium text-primary hover:underline"
            onClick={open}
          >
            Ver {item.programName ?? "programa"}
          </Link>
        ) : (
          !item.readAt && (
            <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={open}>
              Marcar como lida
            </Button>
          )
        )}
      </div>
    </li>
  );
}

/** The header's notification centre: unread count, soonest expiry first (the server's order), mark read, mark all read. */
export function NotificationBell() {
  const trpc = useTRPC();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const list = useQuery(
    trpc.notifications.list.queryOptions(undefined, { enabled: session !== null, refetchInterval: REFRESH_MS }),
  );
  const markAll = useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.notifications.list.pathFilter()),
    }),
  );
  if (!session) return null;
  const unread = list.data?.unreadCount ?? 0;
  const today = todayInSaoPaulo();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notificações (${unread} não lidas)` : "Notificações"}
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] font-bold text-white">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notificações">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="font-semibold">Notificações</h2>
          {unread > 0 && (
            <Button
              variant="ghost"
              size="sm"
              disabled={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, { onError: (error) => toastFailure("Erro ao marcar como lidas", error) })
              }
            >
              Marcar todas como lidas
            </Button>
          )}
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {list.isPending ? (
            <LoadingState label="Carregando notificações..." />
          ) : list.isError ? (
            <ErrorState message="Não foi possível carregar as notificações." onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState icon={BellOff} title="Nenhuma notificação por enquanto." />
          ) : (
            <ul className="divide-y">
              {list.data.items.map((item) => (
                <NotificationItem key={item.id} item={item} today={today} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
