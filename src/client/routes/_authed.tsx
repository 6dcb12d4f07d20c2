import { createFileRoute, redirect } from "@tanstack/react-router";

/** Pages that need a logged-in member (docs/product.md §2: the dashboard sends visitors to /login). */
export const Route = createFileRoute("/_authed")({
  beforeLoad: ({ context }) => {
    if (!context.session) throw redirect({ to: "/login", replace: true });
  },
});
