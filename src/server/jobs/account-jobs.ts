import { z } from "zod";
import { RESET_MAIL_QUEUE, sendPasswordResetMail, type ResetDeps } from "../services/account/password-reset";
import type { JobDefinition } from "./engine";

const ResetMailData = z.object({ email: z.string() });

/** Account work queued by requests (jobs/tasks.ts), run on no schedule. */
export function accountTasks(deps: Omit<ResetDeps, "client">): JobDefinition[] {
  return [
    {
      queue: RESET_MAIL_QUEUE,
      cron: null,
      runAtStart: false,
      run: (data) => sendPasswordResetMail(deps, ResetMailData.parse(data).email),
    },
  ];
}
