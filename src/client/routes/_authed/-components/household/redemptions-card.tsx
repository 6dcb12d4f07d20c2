import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Detail } from "@/client/components/detail";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { currentRedemptionYear } from "@/shared/domain/household/redemption-year";
import { formatBRL, formatCount, formatInteger } from "@/shared/format";

/** Minha Gestão's summary of this year's redemptions (of the holder chosen), linking to 'Emissões'. */
export function RedemptionsCard({ titular }: { titular: string | undefined }) {
  const trpc = useTRPC();
  const ano = currentRedemptionYear();
  const { data } = useSuspenseQuery(trpc.household.redemptions.summary.queryOptions({ titular, ano }));
  const { totals } = data;
  const average = totals.averageObtainedPerThousandCents;
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="text-base font-semibold">{`Emissões em ${ano}`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        {totals.count === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma emissão registrada neste ano</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Detail label="Emissões">{formatCount(totals.count, "emissão", "emissões")}</Detail>
            <Detail label="Milhas usadas">{formatInteger(totals.miles)}</Detail>
            <Detail label="Economia">{formatBRL(totals.economiaCents)}</Detail>
            <Detail label="Média por milheiro">{average === null ? "Sem preço" : formatBRL(average)}</Detail>
          </dl>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to="/emissoes" search={{ titular }}>
            Ver emissões
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
