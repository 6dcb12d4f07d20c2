import { z } from "zod";
import { deliverPendingEmails, type AlertMailDeps } from "../services/alerts/delivery";
import { deliverPendingPushes, type AlertPushDeps } from "../services/alerts/push-delivery";
import { notifyPromotionMatches, PROMOTION_MATCH_QUEUE } from "../services/promotions/promotion-matches";
import type { JobDefinition } from "./engine";

const PromotionMatchData = z.object({ promotionId: z.uuid() });

/**
 * 'Avise-me' (docs/decisions/044): an admin's publish or edit queues the matching (jobs/tasks.ts),
 * which then sends what it wrote at once rather than at the next scheduled delivery. A retry is
 * harmless: each member is told once per promotion, each device once per alert.
 */
export function promotionTasks(
  deps: AlertMailDeps & AlertPushDeps,
  clock: () => Date = () => new Date(),
): JobDefinition[] {
  return [
    {
      queue: PROMOTION_MATCH_QUEUE,
      cron: null,
      runAtStart: false,
      async run(data) {
        const { promotionId } = PromotionMatchData.parse(data);
        if ((await notifyPromotionMatches(deps.db, promotionId, clock())) === 0) return;
        await deliverPendingEmails(deps, clock());
        await deliverPendingPushes(deps, clock());
      },
    },
  ];
}
