import { Link } from "@tanstack/react-router";
import { Award, BookOpen, CalendarCheck, PlayCircle } from "lucide-react";
import { CourseCover } from "@/client/components/courses/course-cover";
import { CoursePrice } from "@/client/components/courses/course-price";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Separator } from "@/client/components/ui/separator";
import { useSession } from "@/client/lib/session";
import { formatDuration } from "@/shared/format";
import { BuyCourseButton } from "./buy-course-button";
import { CertificateLinks } from "./certificate-links";
import { courseActions } from "./course-actions";
import { CourseProgressBar } from "./course-progress-bar";
import { lessonCountLabel } from "./lesson-count";
import type { CourseView } from "./types";

/** docs/product.md §2 and §9: price, what the purchase includes, and the way in (buy, start or continue). */
export function CoursePurchaseBox({ view }: { view: CourseView }) {
  const session = useSession();
  const { course, progress } = view;
  const lessons = view.modules.flatMap((module) => module.lessons);
  const actions = courseActions({
    isFree: course.isFree,
    hasAccess: view.hasAccess,
    started: progress.started,
    finished: progress.percent === 100,
    openableLessons: lessons.filter((lesson) => !lesson.locked).length,
  });

  return (
    <Card className="gap-0 overflow-hidden pt-0">
      <CourseCover src={course.thumbnailUrl} courseId={course.id} title={course.title} />
      <CardContent className="grid gap-5 p-6">
        <CoursePrice isFree={course.isFree} priceCents={course.priceCents} size="full" />
        <ul className="grid gap-2 text-sm">
          {!course.isFree && (
            <li className="flex items-center gap-2">
              <CalendarCheck className="size-4 text-primary" aria-hidden />
              Acesso por 1 ano
            </li>
          )}
          <li className="flex items-center gap-2">
            <Award className="size-4 text-primary" aria-hidden />
            Certificado de conclusão
          </li>
          <li className="flex items-center gap-2">
            <BookOpen className="size-4 text-primary" aria-hidden />
            {lessonCountLabel(progress.total)} · {formatDuration(view.totalMinutes)}
          </li>
        </ul>
        {session && progress.started && <CourseProgressBar percent={progress.percent} />}
        <div className="grid gap-2">
          {actions.buy && <BuyCourseButton course={course} />}
          {actions.start && (
            <Button asChild size="lg" variant={actions.start.primary ? "default" : "outline"}>
              <Link to="/curso/$id/player" params={{ id: course.id }}>
                <PlayCircle aria-hidden />
                {actions.start.label}
              </Link>
            </Button>
          )}
        </div>
        {view.certificate && (
          <>
            <Separator />
            <section aria-label="Certificado" className="grid gap-2">
              <h2 className="font-semibold">Certificado de conclusão emitido</h2>
              <CertificateLinks certificate={view.certificate} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
