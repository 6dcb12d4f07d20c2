import type { Env } from "../env";
import { deliverPendingEmails, type AlertMailDeps } from "../services/alerts/delivery";
import { scanCpfPlaces } from "../services/alerts/cpf-places";
import { deliverPendingPushes, type AlertPushDeps } from "../services/alerts/push-delivery";
import { scanAlerts } from "../services/alerts/scan";
import { scanTrialReminders } from "../services/access/trial-reminders";
import { queueWeeklySummaries } from "../services/alerts/weekly";
import type { JobDefinition } from "./engine";

export const ALERT_SCAN_QUEUE = "alerts-scan";
const WEEKLY_SUMMARY_QUEUE = "weekly-summary";
const PUSH_DELIVERY_QUEUE = "alerts-push";

/** The scheduled work behind alerts; `now` is read when a job runs, so tests can move the clock. */
export function alertJobs(
  deps: AlertMailDeps & AlertPushDeps,
  env: Pick<Env, "ALERT_SCAN_CRON" | "WEEKLY_SUMMARY_CRON" | "PUSH_DELIVERY_CRON">,
  clock: () => Date = () => new Date(),
): JobDefinition[] {
  return [
    {
      queue: ALERT_SCAN_QUEUE,
      cron: env.ALERT_SCAN_CRON,
      runAtStart: true,
      async run() {
        await scanAlerts(deps.db, clock());
        await scanCpfPlaces(deps.db, clock());
        await scanTrialReminders(deps.db, clock());
        await deliverPendingEmails(deps, clock());
        await deliverPendingPushes(deps, clock());
      },
    },
    {
      // Pushes of alerts written since, and the retries of failed sends (docs/decisions/043).
      queue: PUSH_DELIVERY_QUEUE,
      cron: env.PUSH_DELIVERY_CRON,
      runAtStart: false,
      async run() {
        await deliverPendingPushes(deps, clock());
      },
    },
    {
      queue: WEEKLY_SUMMARY_QUEUE,
      cron: env.WEEKLY_SUMMARY_CRON,
      runAtStart: false,
      async run() {
        await queueWeeklySummaries(deps.db, clock());
        await deliverPendingEmails(deps, clock());
      },
    },
  ];
}
