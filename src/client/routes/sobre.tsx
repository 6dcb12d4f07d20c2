import { createFileRoute } from "@tanstack/react-router";
import { InfoPage, InfoSection } from "@/client/components/info-page";

export const Route = createFileRoute("/sobre")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: AboutPage,
});

function AboutPage() {
  return (
    <InfoPage
      title="Sobre o Milheiro"
      lead="Feito para quem junta pontos e milhas e quer saber se está fazendo bons negócios."
    >
      <InfoSection title="Por que existimos">
        <p>
          Programas de fidelidade mudam regras, vencem saldos e vendem milhas com descontos que nem sempre compensam.
          Controlar tudo em planilhas dá trabalho e deixa passar prazos.
        </p>
        <p>
          O Milheiro junta seus programas em um só lugar, avisa antes dos vencimentos e mostra o custo real de cada
          milheiro, para você decidir com números na mão.
        </p>
      </InfoSection>
      <InfoSection title="Como trabalhamos">
        <p>
          Tudo em português, com valores em reais. Não vendemos seus dados e não temos acesso às suas contas nos
          programas de fidelidade: você informa os saldos que quiser acompanhar.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
