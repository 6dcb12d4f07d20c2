import { useCallback } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { toastFailure } from "@/client/lib/failure-toast";
import { trpc } from "@/client/trpc";
import type { LessonPositionInputSchema } from "@/shared/schemas/courses";

type PositionReport = z.input<typeof LessonPositionInputSchema>;

/**
 * The page is going away (tab closed, reload): an ordinary request may be cancelled with it, a
 * keepalive one is not. The body is the procedure's own input, as tRPC takes a single call.
 */
function reportOnLeave(report: PositionReport) {
  void fetch("/trpc/courses.progress.track", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/**
 * A member's progress on one open lesson: where the video is, and 'Marcar como concluída'.
 * Visitors (free lessons) have nothing to save, so nothing is sent for them.
 */
export function useLessonProgress(courseId: string, lessonId: string, enabled: boolean) {
  const utils = trpc.useUtils();
  const refreshCourse = useCallback(
    () => Promise.all([utils.courses.detail.invalidate({ id: courseId }), utils.courses.list.invalidate()]),
    [utils, courseId],
  );
  const complete = trpc.courses.progress.complete.useMutation({
    onSuccess: (result) => {
      if (result.certificateCode) {
        toast.success("Parabéns! Você concluiu o curso.", {
          description: "Seu certificado de conclusão já está disponível.",
        });
      }
    },
    onError: (error) => toastFailure("Erro ao salvar o progresso", error),
    onSettled: refreshCourse,
  });

  const savePosition = useCallback(
    (positionSeconds: number, leaving = false) => {
      if (!enabled) return;
      // The cached lesson keeps the saved second, so reopening it soon resumes there too.
      utils.courses.lesson.setData({ courseId, lessonId }, (old) =>
        old && !old.locked ? { ...old, progress: { ...old.progress, positionSeconds } } : old,
      );
      const report = { lessonId, positionSeconds };
      if (leaving) return reportOnLeave(report);
      // A lost report is not worth interrupting the lesson for: the next one replaces it.
      void utils.client.courses.progress.track.mutate(report).catch(() => undefined);
    },
    [enabled, utils, courseId, lessonId],
  );

  /** Opening a lesson makes it the one 'Continuar de onde parei' returns to. */
  const markOpened = useCallback(
    (positionSeconds: number) => {
      if (!enabled) return;
      void utils.client.courses.progress.track
        .mutate({ lessonId, positionSeconds })
        .then(refreshCourse)
        .catch(() => undefined);
    },
    [enabled, utils, lessonId, refreshCourse],
  );

  return {
    enabled,
    savePosition,
    markOpened,
    setCompleted: (completed: boolean) => complete.mutate({ lessonId, completed }),
    saving: complete.isPending,
  };
}

export type LessonProgress = ReturnType<typeof useLessonProgress>;
