import { BookOpen, GraduationCap, Plane, Trophy, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/client/lib/utils";
import { COVER_MOTIFS, coverPlaceholder } from "@/shared/domain/courses/cover-placeholder";

/** The pictures a placeholder picks from: exactly COVER_MOTIFS of them, or this does not compile. */
const MOTIFS = [GraduationCap, BookOpen, Plane, Trophy] as const satisfies readonly LucideIcon[] & {
  length: typeof COVER_MOTIFS;
};

interface CourseCoverProps {
  src: string | null;
  /** Picks the placeholder's colour and picture, so each course looks like itself. */
  courseId: string;
  title: string;
  className?: string;
}

/** The course's cover, or a placeholder of its own (colour, picture, initial) when it has none or fails to load. */
export function CourseCover({ src, courseId, title, className }: CourseCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = cn("relative aspect-video w-full overflow-hidden bg-muted", className);
  if (!src || failedSrc === src) {
    const look = coverPlaceholder(courseId, title);
    const Motif: LucideIcon = MOTIFS[look.motif] ?? GraduationCap;
    return (
      <div
        className={cn(frame, "grid place-items-center")}
        style={{ backgroundImage: `linear-gradient(135deg, ${look.from}, ${look.to})` }}
        data-cover-placeholder={`${look.from} ${look.motif}`}
        aria-hidden
      >
        <Motif className="size-10 text-white/85" />
        <span className="absolute right-3 bottom-2 text-4xl font-bold text-white/25">{look.initial}</span>
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
