import { courseIdOf, type ProductType } from "../access/access";

const FIXED_LABELS = {
  promocoes: "Promoções e Minha Gestão",
  relatorios: "Relatórios",
  planos: "Planos",
  cursos: "Todos os cursos",
  pro: "PRO",
  "teste-pro": "Teste grátis do PRO",
} as const;

/** How a grant's product reads in the admin area; a course grant names its course when known. */
export function productLabel(productType: ProductType, courseTitle?: string | null): string {
  if (courseIdOf(productType) === null) return FIXED_LABELS[productType as keyof typeof FIXED_LABELS];
  return courseTitle ? `Curso: ${courseTitle}` : "Curso removido";
}

/** The short column names of the user cards' status badges. */
export const LISTED_PRODUCT_NAMES = {
  promocoes: "Promoções",
  cursos: "Cursos",
  pro: "PRO",
  "teste-pro": "Teste PRO",
} as const;
