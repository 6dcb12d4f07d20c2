import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ListVideo } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/client/components/query-states";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { lessonNeighbours, lessonsInOrder } from "@/shared/domain/courses/course-progress";
import { CourseViewFallback } from "../courses/course-view-fallback";
import type { CourseView } from "../courses/types";
import { CourseCompleteBanner } from "./course-complete-banner";
import { LessonNavigation } from "./lesson-navigation";
import { LessonPane } from "./lesson-pane";
import { PlayerDrawer } from "./player-drawer";
import { PlayerHeader } from "./player-header";
import { playerLessonId } from "./player-lesson";
import { PlayerSidebar } from "./player-sidebar";

const route = getRouteApi("/curso/$id/player");

function Player({ view }: { view: CourseView }) {
  const session = useSession();
  const { aula } = route.useSearch();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const lessonId = playerLessonId(view, aula);
  const neighbours = lessonNeighbours(lessonsInOrder(view.modules), lessonId ?? "");
  const sidebar = (onSelect?: () => void) => (
    <PlayerSidebar view={view} currentLessonId={lessonId} onSelect={onSelect} />
  );

  return (
    <div>
      <PlayerHeader
        view={view}
        showProgress={session !== null && (view.hasAccess || view.progress.started)}
        onOpenLessons={() => setDrawerOpen(true)}
      />
      <PlayerDrawer open={drawerOpen} onOpenChange={setDrawerOpen} courseTitle={view.course.title}>
        {sidebar(() => setDrawerOpen(false))}
      </PlayerDrawer>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:px-8">
        <aside aria-label="Aulas do curso" className="hidden lg:block">
          {sidebar()}
        </aside>
        <div className="grid min-w-0 content-start gap-6">
          {view.certificate && <CourseCompleteBanner certificate={view.certificate} percent={view.progress.percent} />}
          {lessonId ? (
            // A fresh pane per lesson: its video, saved position and timers belong to that lesson.
            <LessonPane key={lessonId} view={view} lessonId={lessonId} />
          ) : (
            <EmptyState icon={ListVideo} title="Este curso ainda não tem aulas">
              As aulas aparecem aqui assim que forem publicadas.
            </EmptyState>
          )}
          {lessonId && <LessonNavigation courseId={view.course.id} neighbours={neighbours} />}
        </div>
      </div>
    </div>
  );
}

/** docs/product.md §2 /curso/{id}/player. */
export function PlayerPage() {
  const trpc = useTRPC();
  const { id } = route.useParams();
  const detail = useQuery(trpc.courses.detail.queryOptions({ id }));
  useDocumentTitle(detail.data ? `Aulas: ${detail.data.course.title}` : "Aulas do curso");
  if (!detail.data) return <CourseViewFallback error={detail.error} />;
  return <Player view={detail.data} />;
}
