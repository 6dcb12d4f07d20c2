import { ScrapeAirlinesInputSchema, ScraperKeyInputSchema } from "@/shared/schemas/flights";
import {
  scrapeAirlines,
  testScraperConnection,
  type ScraperDeps,
  type ScraperRequester,
} from "../../services/flights/flight-scraper";
import { milesCostByAirline } from "../../services/wallet/miles-cost";
import type { RequestContext } from "../context";
import { dashboardProcedure, publicProcedure, router } from "../init";

/**
 * The flight finder (/buscador-passagens). The search itself is simulated in the browser (spec
 * §7); the server adds the member's custo do milheiro and relays the scraping tab to Firecrawl.
 * The scraper calls are mutations so the key rides in the POST body, never in a logged URL.
 */
const scraperDeps = (ctx: RequestContext): ScraperDeps => ({ db: ctx.db, firecrawl: ctx.firecrawl, log: ctx.log });
const requesterOf = (ctx: RequestContext): ScraperRequester => ({ userId: ctx.user?.id ?? null, ip: ctx.ip });

export const flightsRouter = router({
  /** Minha Gestão data, so the same access rule as the dashboard. */
  milesCost: dashboardProcedure.query(({ ctx }) => milesCostByAirline(ctx.db, ctx.walletScope)),
  scraper: router({
    status: publicProcedure.query(({ ctx }) => ({ mode: ctx.firecrawl.mode })),
    testConnection: publicProcedure
      .meta({ waitsOnOutsideService: true })
      .input(ScraperKeyInputSchema)
      .mutation(({ ctx, input }) => testScraperConnection(scraperDeps(ctx), requesterOf(ctx), input)),
    scrapeAirlines: publicProcedure
      .meta({ waitsOnOutsideService: true })
      .input(ScrapeAirlinesInputSchema)
      .mutation(({ ctx, input }) => scrapeAirlines(scraperDeps(ctx), requesterOf(ctx), input)),
  }),
});
