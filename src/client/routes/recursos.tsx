import { createFileRoute, Link } from "@tanstack/react-router";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { FeatureGrid } from "@/client/components/marketing/feature-grid";

export const Route = createFileRoute("/recursos")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: FeaturesPage,
});

function FeaturesPage() {
  return (
    <InfoPage
      wide
      title="Recursos"
      lead="O Milheiro reúne o que você precisa para acompanhar pontos e milhas e decidir com números na mão."
    >
      {/* The features' titles are h3: this h2 keeps the outline in order under the page's h1. */}
      <h2 className="sr-only">Principais recursos</h2>
      <FeatureGrid />
      <div className="mx-auto max-w-3xl space-y-10">
        <InfoSection title="Custo real de cada milheiro">
          <p>
            Registre cada acúmulo com o valor pago e o Milheiro calcula o custo por mil milhas (valor pago ÷ milhas ×
            1.000). A média considera só as compras pagas, então acúmulos gratuitos não distorcem a conta.
          </p>
        </InfoSection>
        <InfoSection title="Além da carteira">
          <p>
            Acompanhe ofertas no feed de{" "}
            <Link to="/promocoes" className={textLinkClass}>
              Promoções
            </Link>
            , simule trechos no{" "}
            <Link to="/buscador-passagens" className={textLinkClass}>
              Buscador de Passagens
            </Link>{" "}
            e aprenda estratégias nos{" "}
            <Link to="/cursos" className={textLinkClass}>
              Cursos
            </Link>
            .
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
