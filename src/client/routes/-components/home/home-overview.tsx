import { Link } from "@tanstack/react-router";
import { ArrowRight, BadgePercent, BookOpen, Plane, Sparkles, type LucideIcon } from "lucide-react";
import { SectionHeading } from "@/client/components/marketing/section-heading";

const AREAS: {
  to: "/cursos" | "/buscador-passagens" | "/promocoes" | "/welcome";
  icon: LucideIcon;
  title: string;
  text: string;
}[] = [
  {
    to: "/buscador-passagens",
    icon: Plane,
    title: "Buscador de Passagens",
    text: "Compare voos da Azul, GOL e LATAM e veja quantas milhas e taxas cada trecho exige.",
  },
  {
    to: "/promocoes",
    icon: BadgePercent,
    title: "Promoções",
    text: "Bônus de transferência, compra de milhas com desconto e passagens em oferta, reunidos em um feed.",
  },
  {
    to: "/cursos",
    icon: BookOpen,
    title: "Cursos",
    text: "Aprenda a acumular mais, transferir na hora certa e resgatar com o melhor custo.",
  },
  {
    to: "/welcome",
    icon: Sparkles,
    title: "Conheça o Milheiro",
    text: "Dashboard, alertas de vencimento, calculadora do milheiro e planos, em detalhes.",
  },
];

export function HomeOverview() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        eyebrow="Explore"
        title="Tudo o que você precisa para voar mais gastando menos"
        description="Ferramentas para cada etapa: planejar, acumular, acompanhar e resgatar."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {AREAS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-all outline-none hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="grid size-11 place-items-center rounded-lg bg-accent text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                Acessar
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
