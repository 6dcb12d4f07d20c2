import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC, useTRPCClient } from "@/client/trpc";
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
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const refreshCourse = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.courses.detail.queryFilter({ id: courseId })),
        queryClient.invalidateQueries(trpc.courses.list.pathFilter()),
      ]),
    [queryClient, trpc, courseId],
  );
  const complete = useMutation(
    trpc.courses.progress.complete.mutationOptions({
      onSuccess: (result) => {
        if (result.certificateCode) {
          toast.success("Parabéns! Você concluiu o curso.", {
            description: "Seu certificado de conclusão já está disponível.",
          });
        }
      },
      onError: (error) => toastFailure("Erro ao salvar o progresso", error),
      onSettled: refreshCourse,
    }),
  );

  const savePosition = useCallback(
    (positionSeconds: number, leaving = false) => {
      if (!enabled) return;
      // The cached lesson keeps the saved second, so reopening it soon resumes there too.
      queryClient.setQueryData(trpc.courses.lesson.queryKey({ courseId, lessonId }), (old) =>
        old && !old.locked ? { ...old, progress: { ...old.progress, positionSeconds } } : old,
      );
      const report = { lessonId, positionSeconds };
      if (leaving) return reportOnLeave(report);
      // A lost report is not worth interrupting the lesson for: the next one replaces it.
      void trpcClient.courses.progress.track.mutate(report).catch(() => undefined);
    },
    [enabled, queryClient, trpc, trpcClient, courseId, lessonId],
  );

  /** Opening a lesson makes it the one 'Continuar de onde parei' returns to. */
  const markOpened = useCallback(
    (positionSeconds: number) => {
      if (!enabled) return;
      void trpcClient.courses.progress.track
        .mutate({ lessonId, positionSeconds })
        .then(refreshCourse)
        .catch(() => undefined);
    },
    [enabled, trpcClient, lessonId, refreshCourse],
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
