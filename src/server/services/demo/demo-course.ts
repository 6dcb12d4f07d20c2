/** A short, complete course for the demo catalogue: modules, lessons with text, durations. */
export const DEMO_COURSE = {
  title: "Milhas do zero ao primeiro resgate",
  description: "Aprenda a acumular, calcular o custo do milheiro e resgatar passagens sem pagar caro.",
  priceCents: 19_700,
  modules: [
    {
      title: "Fundamentos",
      lessons: [
        { title: "Como funcionam os programas de fidelidade", minutes: 12, isFree: true },
        { title: "Bancos, cartões e programas de pontos", minutes: 15, isFree: false },
        { title: "Clubes de assinatura: quando valem a pena", minutes: 10, isFree: false },
      ],
    },
    {
      title: "Custo do milheiro",
      lessons: [
        { title: "Calculando o custo do milheiro", minutes: 14, isFree: false },
        { title: "Transferências bonificadas", minutes: 18, isFree: false },
        { title: "Quando comprar pontos", minutes: 11, isFree: false },
      ],
    },
    {
      title: "Resgates",
      lessons: [
        { title: "Buscando passagens com milhas", minutes: 16, isFree: false },
        { title: "Validade e vencimento de lotes", minutes: 9, isFree: false },
      ],
    },
  ],
} as const;

export function lessonContent(title: string): string {
  return `## ${title}\n\nNesta aula você vê, com exemplos reais, como aplicar **${title.toLowerCase()}** na sua estratégia de milhas.\n\n- Conceitos principais\n- Exemplo prático\n- Checklist para aplicar hoje`;
}
