import { Link } from "@tanstack/react-router";
import { BookOpen, Clock, Crown, Lock, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { CourseCover } from "@/client/components/courses/course-cover";
import { CoursePrice } from "@/client/components/courses/course-price";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatDuration } from "@/shared/format";
import { CourseProgressBar } from "./course-progress-bar";
import { lessonCountLabel } from "./lesson-count";
import type { CatalogueCourse } from "./types";

/** docs/product.md §2 /cursos: one course; the whole card opens its detail page. */
export function CourseCard({ course }: { course: CatalogueCourse }) {
  const titleId = useId();
  const locked = !course.isFree && !course.hasAccess;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="relative gap-4 overflow-hidden pt-0 pb-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="relative">
        <CourseCover src={course.thumbnailUrl} courseId={course.id} title={course.title} />
        {locked && (
          <div className="absolute inset-0 grid place-items-center bg-black/45" data-testid="course-lock">
            <span className="grid size-12 place-items-center rounded-full bg-background/90 text-foreground">
              <Lock className="size-6" aria-hidden />
              <span className="sr-only">Conteúdo bloqueado</span>
            </span>
          </div>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {!course.isFree && (
            <Badge variant="highlight">
              <Crown aria-hidden />
              Premium
            </Badge>
          )}
          {course.viaAdmin && (
            <Badge variant="secondary">
              <ShieldCheck aria-hidden />
              Acesso Admin
            </Badge>
          )}
        </div>
      </div>
      <CardHeader className="gap-2 px-5">
        <CardTitle id={titleId} className="text-lg leading-snug">
          {/* The link covers the card (its ::after), so the card is one target with a clear name. */}
          <Link
            to="/curso/$id"
            params={{ id: course.id }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </CardTitle>
        {course.description && <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>}
      </CardHeader>
      <CardContent className="grid flex-1 content-end gap-4 px-5">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden />
            {lessonCountLabel(course.lessonCount)}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            {formatDuration(course.totalMinutes)}
          </span>
        </p>
        {course.progressPercent !== null && <CourseProgressBar percent={course.progressPercent} />}
      </CardContent>
      <CardFooter className="px-5">
        <CoursePrice isFree={course.isFree} priceCents={course.priceCents} className="text-lg" />
      </CardFooter>
    </Card>
  );
}
