import { createFileRoute, redirect } from "@tanstack/react-router";
import { explainRefusal } from "@/client/lib/refusal-notice";

/**
 * Pages for admins only. Comfort, not the lock: every admin procedure refuses non-admins on the
 * server whatever the browser shows. Visitors log in first; members are sent home with a toast.
 */
export const Route = createFileRoute("/_admin")({
  beforeLoad: ({ context, preload }) => {
    if (!context.session) throw redirect({ to: "/login", replace: true });
    if (context.session.isAdmin) return;
    // A hover preload must not toast; only a real visit explains the redirect.
    throw redirect({ to: "/", search: preload ? {} : explainRefusal("somente-admin"), replace: true });
  },
});
