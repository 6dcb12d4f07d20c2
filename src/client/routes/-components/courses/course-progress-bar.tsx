import { Progress } from "@/client/components/ui/progress";
import { cn } from "@/client/lib/utils";

/** The member's progress in a course, on the card, the detail page and the player. */
export function CourseProgressBar({ percent, className }: { percent: number; className?: string }) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>Seu progresso</span>
        <span className="font-medium text-foreground">{percent}%</span>
      </div>
      <Progress value={percent} aria-label={`Progresso no curso: ${percent}%`} />
    </div>
  );
}
