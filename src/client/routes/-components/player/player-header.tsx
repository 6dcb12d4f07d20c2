import { Link } from "@tanstack/react-router";
import { ArrowLeft, ListVideo } from "lucide-react";
import { CoursePrice } from "@/client/components/courses/course-price";
import { Button } from "@/client/components/ui/button";
import { CourseProgressBar } from "../courses/course-progress-bar";
import type { CourseView } from "../courses/types";

interface PlayerHeaderProps {
  view: CourseView;
  showProgress: boolean;
  /** Phones: the sidebar lives in a drawer this header opens. */
  onOpenLessons: () => void;
}

/** docs/product.md §2: the course title and its price or 'Gratuito', with the member's progress. */
export function PlayerHeader({ view, showProgress, onOpenLessons }: PlayerHeaderProps) {
  return (
    <div className="border-b bg-muted/30">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6 lg:px-8">
        <Button asChild variant="ghost" size="icon">
          <Link to="/curso/$id" params={{ id: view.course.id }} aria-label="Voltar para a página do curso">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="truncate text-xl font-bold tracking-tight">{view.course.title}</h1>
          <CoursePrice isFree={view.course.isFree} priceCents={view.course.priceCents} className="text-sm" />
        </div>
        {showProgress && <CourseProgressBar percent={view.progress.percent} className="w-full sm:w-56" />}
        <Button variant="outline" className="w-full sm:w-auto lg:hidden" onClick={onOpenLessons}>
          <ListVideo aria-hidden />
          Aulas do curso
        </Button>
      </div>
    </div>
  );
}
