import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/client/trpc";
import { formatBRL, formatDateTime } from "@/shared/format";

/** Field names as the admin form calls them, for the audit trail. */
const FIELD_LABELS: Record<string, string> = {
  name: "Nome",
  kind: "Guarda",
  aliases: "Outros nomes",
  purchaseValidityMonths: "Validade de compra",
  bonusValidityMonths: "Validade de bônus",
  clubValidityMonths: "Validade de clube",
  flightValidityMonths: "Validade de voo",
  validityNote: "Observações",
  minimumTransferPoints: "Transferência mínima",
  rulesSource: "Fonte das regras",
  rulesCheckedOn: "Regras conferidas em",
  referenceLowCents: "Piso",
  referenceHighCents: "Teto",
  referenceSource: "Fonte da referência",
  referenceCheckedOn: "Referência conferida em",
  partners: "Parceiros",
};

/** A club plan's fields (services/clubs/club-plans.ts writes them as "plano <name>: <field>"). */
const PLAN_FIELD_LABELS: Record<string, string> = {
  name: "nome",
  milesPerMonth: "milhas por mês",
  priceCents: "preço por mês",
  minimumStayMonths: "permanência mínima",
  validityMonths: "validade",
  transferBonusBasisPoints: "bônus extra (centésimos de %)",
  note: "observações",
  source: "fonte",
  checkedOn: "conferido em",
};

function fieldLabel(field: string): string {
  const plan = /^plano (.+): (\w+)$/.exec(field);
  if (plan) return `Plano ${plan[1]}, ${PLAN_FIELD_LABELS[plan[2] ?? ""] ?? plan[2]}`;
  return FIELD_LABELS[field] ?? field;
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return "vazio";
  if (Array.isArray(value)) return value.join(", ");
  return field.endsWith("Cents") && typeof value === "number" ? formatBRL(value) : String(value);
}

/** Who changed the entry, when, and each field from what to what (program_catalogue_audit). */
export function CatalogueHistory({ entryId }: { entryId: string }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.catalogue.history.queryOptions({ id: entryId }));
  if (history.isPending) return <p className="text-sm text-muted-foreground">Carregando histórico...</p>;
  if (history.isError) return <p className="text-sm text-destructive">Não foi possível carregar o histórico.</p>;
  if (history.data.length === 0)
    return <p className="text-sm text-muted-foreground">Sem alterações desde a carga inicial.</p>;
  return (
    <ol className="grid gap-2 text-sm" aria-label="Histórico de alterações">
      {history.data.map((change) => (
        <li key={change.id} className="rounded-md border p-2">
          <p className="font-medium">
            {change.action === "create" ? "Criado" : "Alterado"} por {change.actorEmail} em{" "}
            {formatDateTime(change.createdAt)}
          </p>
          <ul className="text-muted-foreground">
            {Object.entries(change.changes).map(([field, { before, after }]) => (
              <li key={field} className="wrap-anywhere">
                {fieldLabel(field)}: {valueText(field, before)} → {valueText(field, after)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
