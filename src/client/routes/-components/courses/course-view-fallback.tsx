import { ErrorPage } from "@/client/components/error-page";
import { PageLoading } from "@/client/components/page-loading";
import { CourseNotFound } from "./course-not-found";
import { isMissingCourse } from "./course-errors";

/** What the detail page and the player show while the course is not there: loading, not found, or failed. */
export function CourseViewFallback({ error }: { error: unknown }) {
  if (!error) return <PageLoading />;
  if (isMissingCourse(error)) return <CourseNotFound />;
  return <ErrorPage message="Não foi possível carregar o curso." />;
}
