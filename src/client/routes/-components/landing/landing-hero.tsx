import { Link } from "@tanstack/react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { PLANS } from "@/shared/domain/payments/plans";
import { HeroPreview } from "./hero-preview";

export function LandingHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-[oklch(0.28_0.12_265)] text-primary-foreground">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <Sparkles className="size-4 text-highlight" aria-hidden />
            {`${PLANS.pro.trialDays} dias grátis, sem cartão`}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Suas milhas organizadas, cada milheiro com custo conhecido
          </h1>
          <p className="mt-6 max-w-xl text-lg text-primary-foreground/85">
            Reúna seus programas de fidelidade, acompanhe vencimentos antes que os pontos expirem e descubra se aquela
            compra de milhas foi mesmo um bom negócio.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-primary hover:bg-white/90 focus-visible:ring-white/60">
              <Link to="/login" search={{ modo: "cadastro" }}>
                Começar Gratuitamente
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 hover:text-primary-foreground focus-visible:ring-white/60"
            >
              <Link to="/demo">Ver Demo</Link>
            </Button>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
