/** What the home page shows until an admin edits it (also the seed of a new database). */
export const DEFAULT_HOMEPAGE_SETTINGS = {
  heroTitle: "Suas milhas valem mais quando você sabe quanto pagou por elas",
  heroSubtitle:
    "Organize seus programas de fidelidade, acompanhe vencimentos e descubra o custo real de cada milheiro — tudo em um só lugar.",
  heroBackgroundImage: null,
  primaryButtonText: "Começar Gratuitamente",
  primaryButtonLink: "/login",
  secondaryButtonText: "Ver Promoções",
  secondaryButtonLink: "/promocoes",
} as const;
