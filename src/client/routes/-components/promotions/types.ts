import type { RouterOutputs } from "@/client/trpc";

type FeedPage = RouterOutputs["promotions"]["feed"];

export type FeedPromotion = Extract<FeedPage, { access: true }>["items"][number];
