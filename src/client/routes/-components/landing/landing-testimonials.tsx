import { Quote } from "lucide-react";
import { Card, CardContent, CardFooter } from "@/client/components/ui/card";
import { SectionHeading } from "@/client/components/marketing/section-heading";

const TESTIMONIALS = [
  {
    quote:
      "Descobri que algumas compras de pontos que eu achava vantajosas saíam caras. Agora sei exatamente quanto paguei em cada milheiro.",
    name: "Mariana R.",
    place: "São Paulo, SP",
  },
  {
    quote: "Já perdi pontos vencidos por pura distração. Com os alertas de vencimento, isso não aconteceu mais.",
    name: "Carlos M.",
    place: "Belo Horizonte, MG",
  },
  {
    quote: "Tenho conta em quatro programas e finalmente vejo tudo em um só lugar, inclusive os bônus pendentes.",
    name: "Juliana T.",
    place: "Recife, PE",
  },
] as const;

export function LandingTestimonials() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading eyebrow="Depoimentos" title="Quem organiza as milhas viaja mais" />
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="h-full">
              <CardContent className="flex-1">
                <Quote className="size-8 text-primary/25" aria-hidden />
                <blockquote className="mt-3 leading-relaxed">“{testimonial.quote}”</blockquote>
              </CardContent>
              <CardFooter className="flex-col items-start">
                <p className="font-semibold">{testimonial.name}</p>
                <p className="text-sm text-muted-foreground">{testimonial.place}</p>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-muted-foreground">Depoimentos ilustrativos.</p>
    </section>
  );
}
