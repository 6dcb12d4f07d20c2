import type { CSSProperties } from "react";
import { SmartLink } from "@/client/components/smart-link";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { RouterOutputs } from "@/client/trpc";

type HomepageSettings = RouterOutputs["homepage"]["get"];

const DEFAULT_BACKGROUND = "bg-gradient-to-br from-primary via-primary to-[oklch(0.28_0.12_265)]";

/** The hero an admin edits in the settings tab; without an image it keeps the brand gradient. */
export function HomeHero({ settings }: { settings: HomepageSettings }) {
  const image = settings.heroBackgroundImage;
  // The dark overlay keeps white text readable on any photo; JSON.stringify quotes the URL for CSS.
  const style: CSSProperties | undefined = image
    ? {
        backgroundImage: `linear-gradient(oklch(0.2 0.08 262 / 0.78), oklch(0.2 0.08 262 / 0.6)), url(${JSON.stringify(image)})`,
      }
    : undefined;

  return (
    <section
      className={cn(
        "relative overflow-hidden bg-cover bg-center text-primary-foreground",
        !image && DEFAULT_BACKGROUND,
      )}
      style={style}
    >
      <div className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6 sm:py-32 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{settings.heroTitle}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-primary-foreground/85 sm:text-xl">
          {settings.heroSubtitle}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-primary hover:bg-white/90 focus-visible:ring-white/60">
            <SmartLink href={settings.primaryButtonLink}>{settings.primaryButtonText}</SmartLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 hover:text-primary-foreground focus-visible:ring-white/60"
          >
            <SmartLink href={settings.secondaryButtonLink}>{settings.secondaryButtonText}</SmartLink>
          </Button>
        </div>
      </div>
    </section>
  );
}

export function HomeHeroSkeleton() {
  return (
    <section aria-busy className={cn("text-primary-foreground", DEFAULT_BACKGROUND)}>
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-24 sm:py-32">
        <span className="sr-only">Carregando...</span>
        <div className="h-12 w-full max-w-2xl animate-pulse rounded-lg bg-white/15" />
        <div className="h-12 w-3/4 max-w-xl animate-pulse rounded-lg bg-white/15" />
        <div className="h-6 w-full max-w-xl animate-pulse rounded bg-white/10" />
        <div className="mt-4 flex gap-3">
          <div className="h-11 w-48 animate-pulse rounded-md bg-white/20" />
          <div className="h-11 w-36 animate-pulse rounded-md bg-white/10" />
        </div>
      </div>
    </section>
  );
}
