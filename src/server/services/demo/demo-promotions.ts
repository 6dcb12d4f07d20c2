import type { z } from "zod";
import { addDays } from "@/shared/domain/plain-date";
import type { PromotionInputSchema } from "@/shared/schemas/promotions";

type PromotionValues = z.output<typeof PromotionInputSchema>;

const none = {
  fromProgram: null,
  imageUrl: null,
  minPurchase: null,
  maxBonus: null,
  minTransfer: null,
  destinations: [],
  routes: [],
};

/** One or more promotions of every category, valid from a few days to a month from `today`. */
export function demoPromotions(today: string): PromotionValues[] {
  return [
    {
      ...none,
      title: "Livelo com até 50% de desconto na compra de pontos",
      category: "compra-milhas",
      program: "Livelo",
      discount: "50% OFF",
      validUntil: addDays(today, 3),
      link: "https://www.livelo.com.br/",
      description: "Compre pontos Livelo com desconto progressivo: quanto mais pontos, maior o desconto.",
      minPurchase: 2_000,
    },
    {
      ...none,
      title: "Transfira Livelo para Smiles com 100% de bônus",
      category: "transferencia",
      program: "Smiles",
      fromProgram: "Livelo",
      discount: "100% de bônus",
      validUntil: addDays(today, 10),
      link: "https://www.smiles.com.br/",
      description: "Bônus para clientes Clube Smiles ao transferir pontos da Livelo; 80% para quem não é do clube.",
      minTransfer: 1_000,
      maxBonus: 300_000,
    },
    {
      ...none,
      title: "Esfera para TudoAzul com 90% de bônus",
      category: "transferencia",
      program: "TudoAzul",
      fromProgram: "Esfera",
      discount: "90% de bônus",
      validUntil: addDays(today, 5),
      link: "https://www.voeazul.com.br/",
      description: "Transferências de pontos Esfera para o TudoAzul com bônus escalonado por categoria do clube.",
      minTransfer: 1_000,
    },
    {
      ...none,
      title: "Passagens para Lisboa a partir de 35 mil milhas",
      category: "passagens",
      program: "Smiles",
      discount: "35 mil milhas",
      validUntil: addDays(today, 14),
      link: "https://www.smiles.com.br/",
      description: "Trechos em classe econômica saindo de São Paulo, datas selecionadas até o fim do ano.",
      destinations: ["Lisboa", "Porto"],
      routes: ["GRU-LIS", "GRU-OPO"],
    },
    {
      ...none,
      title: "Upgrade para Premium Business com desconto",
      category: "upgrade",
      program: "LATAM Pass",
      discount: "30% OFF",
      validUntil: addDays(today, 21),
      link: "https://latampass.latam.com/",
      description: "Upgrade com pontos em voos internacionais da LATAM para membros Gold ou superior.",
      routes: ["GRU-MIA", "GRU-JFK"],
    },
    {
      ...none,
      title: "Resgate de passagens nacionais com 25% menos pontos",
      category: "resgate",
      program: "TudoAzul",
      discount: "25% OFF",
      validUntil: addDays(today, 30),
      link: "https://www.voeazul.com.br/",
      description: "Resgates de voos nacionais da Azul com desconto para clientes do Clube TudoAzul.",
      destinations: ["Recife", "Fortaleza", "Salvador"],
    },
  ];
}
