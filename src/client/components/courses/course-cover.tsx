import { GraduationCap } from "lucide-react";
import { useState } from "react";
import { cn } from "@/client/lib/utils";

/** The course's cover, or a designed placeholder (title initial on the brand gradient) when it has none or fails to load. */
export function CourseCover({ src, title, className }: { src: string | null; title: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = cn("relative aspect-video w-full overflow-hidden bg-muted", className);
  if (!src || failedSrc === src) {
    return (
      <div className={cn(frame, "grid place-items-center bg-gradient-to-br from-primary/90 to-primary/50")} aria-hidden>
        <GraduationCap className="size-10 text-primary-foreground/80" />
        <span className="absolute bottom-2 right-3 text-4xl font-bold text-primary-foreground/25">
          {title.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    );
  }
  return (
    <div className={frame}>
      {/* Decorative: the course title is always next to it. */}
      <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailedSrc(src)} />
    </div>
  );
}
