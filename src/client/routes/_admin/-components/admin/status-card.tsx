import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

/** The pieces of the read-only settings cards (Configurações): a titled card of label/value rows. */
export function StatusCard({
  icon: Icon,
  title,
  note,
  children,
}: {
  icon: LucideIcon;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4 py-5" role="region" aria-label={title}>
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden />
          <h3 className="font-semibold">{title}</h3>
        </CardTitle>
        <CardDescription>{note}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-2 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all">{children}</dd>
    </div>
  );
}

export function OnOff({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return <Badge variant={on ? "default" : "outline"}>{on ? yes : no}</Badge>;
}
