import { createFileRoute, Link } from "@tanstack/react-router";
import { AppFrame } from "@/client/components/app-frame";
import { FeatureGrid } from "@/client/components/marketing/feature-grid";
import { PlanCards } from "@/client/components/marketing/plan-cards";
import { SectionHeading } from "@/client/components/marketing/section-heading";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { LandingHeader } from "./-components/landing/landing-header";
import { LandingHero } from "./-components/landing/landing-hero";
import { LandingStats } from "./-components/landing/landing-stats";
import { LandingTestimonials } from "./-components/landing/landing-testimonials";

export const Route = createFileRoute("/welcome")({
  staticData: { rendering: "shared", indexing: "sitemap", ownLayout: true },
  component: WelcomePage,
});

function WelcomePage() {
  useDocumentTitle("Gestão de milhas e pontos");
  return (
    <AppFrame header={<LandingHeader />}>
      <LandingHero />
      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Recursos"
          title="Tudo para suas milhas renderem mais"
          description="Controle, alertas e números claros para decidir quando comprar, transferir e resgatar."
        />
        <FeatureGrid />
      </section>
      <LandingStats />
      <LandingTestimonials />
      <section className="bg-muted/50 py-20">
        <div className="px-4 sm:px-6 lg:px-8">
          <SectionHeading
            eyebrow="Planos"
            title="Comece grátis, evolua quando quiser"
            description="Sem fidelidade: use o plano gratuito pelo tempo que quiser."
          />
          <PlanCards
            actions={{
              gratis: (
                <Button asChild variant="outline" size="lg" className="w-full">
                  <Link to="/login" search={{ modo: "cadastro" }}>
                    Criar conta grátis
                  </Link>
                </Button>
              ),
              pro: (
                <Button asChild size="lg" className="w-full">
                  <Link to="/login" search={{ modo: "cadastro" }}>
                    Começar teste grátis
                  </Link>
                </Button>
              ),
            }}
          />
        </div>
      </section>
    </AppFrame>
  );
}
