import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { postDueClubs } from "../services/clubs/club-posting";
import type { JobDefinition } from "./engine";

export const CLUB_POSTING_QUEUE = "club-postings";

/**
 * The clubs' monthly lots (docs/decisions/042): daily, and at start so the billing dates missed
 * while the app was down are posted at once. Running twice, or on two instances, posts nothing twice.
 */
export function clubJobs(
  deps: { db: Db; log: Logger },
  env: Pick<Env, "CLUB_POSTING_CRON">,
  clock: () => Date = () => new Date(),
): JobDefinition[] {
  return [
    {
      queue: CLUB_POSTING_QUEUE,
      cron: env.CLUB_POSTING_CRON,
      runAtStart: true,
      async run() {
        const run = await postDueClubs(deps.db, todayInSaoPaulo(clock()), { log: deps.log });
        if (run.posted > 0 || run.refused > 0) deps.log.info(run, "clubs: monthly lots posted");
      },
    },
  ];
}
