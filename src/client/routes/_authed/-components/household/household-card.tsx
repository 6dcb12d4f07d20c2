import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { formatCount, formatInteger } from "@/shared/format";
import { AddPersonButton, EditPersonButton, RemovePersonButton } from "./person-dialogs";
import type { PersonKind } from "./person-form";

function PersonRow({
  kind,
  person,
  details,
}: {
  kind: PersonKind;
  person: { id: string; name: string };
  details: string;
}) {
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{person.name}</p>
        <p className="text-xs break-words text-muted-foreground">{details}</p>
      </div>
      <EditPersonButton kind={kind} id={person.id} name={person.name} />
      <RemovePersonButton kind={kind} id={person.id} name={person.name} />
    </li>
  );
}

function Group({ heading, action, children }: { heading: string; action: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-1" aria-label={heading}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{heading}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * Minha Gestão's household (docs/decisions/039): the holders, whose programs the cards show, and
 * the beneficiaries tickets are issued for. CPFs as the server masks them; the member's own
 * holder is edited here too, never removed (the server says so).
 */
export function HouseholdCard() {
  const trpc = useTRPC();
  const { data: holders } = useSuspenseQuery(trpc.household.holders.list.queryOptions());
  const { data: beneficiaries } = useSuspenseQuery(trpc.household.beneficiaries.list.queryOptions());
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="text-base font-semibold">Titulares e beneficiários</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <Group heading="Titulares" action={<AddPersonButton kind="holder" />}>
          <ul className="divide-y">
            {holders.map((holder) => (
              <PersonRow
                key={holder.id}
                kind="holder"
                person={holder}
                details={`${holder.cpf ?? "CPF não informado"} · ${formatCount(holder.programCount, "programa", "programas")} · ${formatInteger(holder.miles)} milhas`}
              />
            ))}
          </ul>
        </Group>
        <Group heading="Beneficiários" action={<AddPersonButton kind="beneficiary" />}>
          {beneficiaries.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">Nenhum beneficiário cadastrado</p>
          ) : (
            <ul className="divide-y">
              {beneficiaries.map((beneficiary) => (
                <PersonRow
                  key={beneficiary.id}
                  kind="beneficiary"
                  person={beneficiary}
                  details={beneficiary.cpf ?? "CPF não informado"}
                />
              ))}
            </ul>
          )}
        </Group>
      </CardContent>
    </Card>
  );
}
