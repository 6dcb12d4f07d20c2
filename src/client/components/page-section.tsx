import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

/** A titled card that is also a landmark, so screen readers can jump between a page's sections. */
export function PageSection({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            <h2 className="text-lg font-semibold">{title}</h2>
          </CardTitle>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
