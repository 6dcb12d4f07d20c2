import { cva } from "class-variance-authority";

/** One look for header links and the Minha Gestão button, in the bar and in the mobile menu. */
export const navItemVariants = cva(
  "flex items-center gap-2 rounded-md font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:bg-accent data-[status=active]:text-primary",
  {
    variants: {
      layout: {
        bar: "px-2.5 py-2 text-sm whitespace-nowrap xl:px-3",
        menu: "w-full px-3 py-2.5 text-base [&_svg]:size-5",
      },
    },
  },
);

export type NavLayout = "bar" | "menu";
