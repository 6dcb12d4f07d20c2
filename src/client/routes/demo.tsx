import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowRight, Plane } from "lucide-react";
import { InfoPage, InfoSection } from "@/client/components/info-page";
import { Button } from "@/client/components/ui/button";
import { ExploreDemoButton } from "./-components/demo/explore-demo-button";

export const Route = createFileRoute("/demo")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: DemoPage,
});

const STEPS = [
  {
    title: "Crie sua conta",
    text: "Só nome, e-mail e senha. O plano gratuito não pede cartão.",
  },
  {
    title: "Cadastre seus programas",
    text: "Informe o saldo, a data de vencimento e os bônus pendentes de cada programa de fidelidade.",
  },
  {
    title: "Registre acúmulos e usos",
    text: "Anote quanto pagou por cada lote de milhas e o Milheiro calcula o custo médio do milheiro.",
  },
  {
    title: "Acompanhe e decida",
    text: "Veja vencimentos se aproximando, gere relatórios por período e exporte tudo em CSV.",
  },
] as const;

function DemoPage() {
  return (
    <InfoPage
      title="Veja como funciona"
      lead="Em poucos minutos você sai de planilhas soltas para um painel com todos os seus pontos e milhas."
    >
      <ol className="space-y-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{step.title}</h2>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <InfoSection title="Experimente agora">
        <p>
          Veja o painel completo na conta demonstração, com um ano de dados de exemplo (somente leitura). O buscador de
          passagens funciona sem cadastro. Para registrar suas milhas, crie sua conta gratuita.
        </p>
        <div className="flex flex-col flex-wrap gap-3 pt-2 sm:flex-row">
          <ExploreDemoButton />
          <Button asChild size="lg" variant="outline">
            <Link to="/login" search={{ modo: "cadastro" }}>
              Criar conta grátis
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/buscador-passagens">
              <Plane aria-hidden />
              Abrir o buscador de passagens
            </Link>
          </Button>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
