import { Badge } from "@/client/components/ui/badge";
import { formatBRL, formatInteger, formatMiles, formatCount } from "@/shared/format";

/** Invented sample data, only to show what the dashboard looks like. */
const SAMPLE_PROGRAMS = [
  { name: "LATAM Pass", logo: "LA", balance: 45_200, expiresInDays: 12 },
  { name: "Smiles", logo: "SM", balance: 32_500, expiresInDays: 140 },
  { name: "TudoAzul", logo: "TA", balance: 18_000, expiresInDays: 63 },
] as const;
const SAMPLE_AVERAGE_COST_CENTS = 1_750;

export function HeroPreview() {
  const total = SAMPLE_PROGRAMS.reduce((sum, program) => sum + program.balance, 0);
  return (
    <div
      role="img"
      aria-label="Exemplo ilustrativo do painel Minha Gestão"
      className="rounded-2xl bg-card p-6 text-card-foreground shadow-2xl ring-1 ring-black/5"
    >
      <div className="flex items-center justify-between">
        <p className="font-semibold">Minha Gestão</p>
        <Badge variant="secondary">Exemplo</Badge>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3">
          <p className="text-xs text-muted-foreground">Total de milhas</p>
          <p className="mt-1 text-xl font-bold">{formatInteger(total)}</p>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <p className="text-xs text-muted-foreground">Custo médio do milheiro</p>
          <p className="mt-1 text-xl font-bold">{formatBRL(SAMPLE_AVERAGE_COST_CENTS)}</p>
        </div>
      </div>
      <ul className="mt-5 divide-y">
        {SAMPLE_PROGRAMS.map((program) => (
          <li key={program.name} className="flex items-center gap-3 py-3">
            <span className="grid size-9 place-items-center rounded-lg bg-accent text-xs font-bold text-primary">
              {program.logo}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{program.name}</p>
              <p className="text-xs text-muted-foreground">{formatMiles(program.balance)}</p>
            </div>
            {program.expiresInDays <= 30 ? (
              <Badge variant="highlight">Vence em {formatCount(program.expiresInDays, "dia", "dias")}</Badge>
            ) : (
              <span className="text-xs text-muted-foreground">{formatCount(program.expiresInDays, "dia", "dias")}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
