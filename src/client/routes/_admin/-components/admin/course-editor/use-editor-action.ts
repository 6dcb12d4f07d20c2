import { useState } from "react";
import { toast } from "sonner";
import { toastFailure } from "@/client/lib/failure-toast";
import { useRefreshCourses } from "./use-refresh-courses";

interface EditorActionToasts {
  /** Omitted for quiet actions (a reorder shows itself). */
  success?: string;
  failure: string;
}

/**
 * One structural change of the module editor (add, delete, reorder…): run it, refresh what shows
 * the course, and toast the outcome (docs/product.md §8: the failure's description is the server's message).
 */
export function useEditorAction() {
  const refresh = useRefreshCourses();
  const [busy, setBusy] = useState(false);

  async function run<R>(action: () => Promise<R>, toasts: EditorActionToasts): Promise<R | null> {
    setBusy(true);
    try {
      const result = await action();
      await refresh();
      if (toasts.success) toast.success(toasts.success);
      return result;
    } catch (error) {
      toastFailure(toasts.failure, error);
      // A refused reorder means someone else changed the course: show what is stored now.
      await refresh();
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
