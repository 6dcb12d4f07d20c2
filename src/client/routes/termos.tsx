import { createFileRoute } from "@tanstack/react-router";
import { InfoPage, InfoSection } from "@/client/components/info-page";

export const Route = createFileRoute("/termos")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: TermsPage,
});

function TermsPage() {
  return (
    <InfoPage title="Termos de uso" lead="Resumo das regras para usar o Milheiro.">
      <InfoSection title="Sua conta">
        <p>
          Você é responsável pelas informações que cadastra e por manter sua senha em segredo. Uma conta é pessoal e
          intransferível.
        </p>
      </InfoSection>
      <InfoSection title="Informações exibidas">
        <p>
          Saldos, custos e alertas são calculados a partir do que você informa. Promoções têm validade e condições
          definidas pelos programas de fidelidade. O buscador de passagens mostra simulações; confirme preços e
          disponibilidade no site da companhia antes de comprar.
        </p>
      </InfoSection>
      <InfoSection title="Assinaturas e cursos">
        <p>
          Assinaturas dão acesso enquanto estiverem ativas; o plano mensal pode ser cancelado a qualquer momento. Cursos
          comprados ficam disponíveis pelo período informado na página de cada curso.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
