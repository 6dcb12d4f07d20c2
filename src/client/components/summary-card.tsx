import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";

/** One figure with its title, icon and a note: the cards atop Minha Gestão, Relatórios and Admin. */
export function SummaryCard(props: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  note: ReactNode;
  alert?: boolean;
}) {
  return (
    <Card className={cn("gap-3 py-5", props.alert && "border-destructive/40 bg-destructive/5")}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">{props.title}</CardTitle>
        <span className={cn("text-primary [&_svg]:size-4", props.alert && "text-destructive")} aria-hidden>
          {props.icon}
        </span>
      </CardHeader>
      <CardContent className="px-5">
        <div className={cn("text-2xl font-bold tracking-tight", props.alert && "text-destructive")}>{props.value}</div>
        <div className={cn("mt-1 text-xs text-muted-foreground", props.alert && "text-destructive")}>{props.note}</div>
      </CardContent>
    </Card>
  );
}
