import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { AutosaveController, AutosaveRefusal, type AutosaveFields, type AutosaveStatus } from "./autosave";
import { failureMessage } from "./failure-toast";

/**
 * Fields saved 2 s after the last keystroke (docs/product.md §5). Nothing typed is lost: pending text is
 * saved at once when the component unmounts (the dialog closes) or the page is hidden or left,
 * and the browser asks before closing a tab while a save is still on its way.
 */
export function useAutosave<T extends AutosaveFields>(initial: T, save: (changes: Partial<T>) => Promise<void>) {
  const [values, setValues] = useState(initial);
  // Read by callbacks that finish later (an upload), so they never write back older text.
  const latest = useRef(initial);
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  // The latest closure, so a save started by a timer uses the current ids and callbacks.
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const [controller] = useState(
    // eslint-disable-next-line react-hooks/refs -- saveRef is read when a save runs (a timer, a flush), never during render
    () =>
      new AutosaveController<T>(initial, {
        save: (changes) => saveRef.current(changes),
        onStatus: setStatus,
        describeError: (error) => (error instanceof AutosaveRefusal ? error.message : failureMessage(error)),
      }),
  );

  useEffect(() => {
    const flush = () => void controller.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    const warnIfPending = (event: BeforeUnloadEvent) => {
      if (controller.hasPending()) event.preventDefault();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", flushWhenHidden);
    window.addEventListener("beforeunload", warnIfPending);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", flushWhenHidden);
      window.removeEventListener("beforeunload", warnIfPending);
      flush();
      controller.dispose();
    };
  }, [controller]);

  function edit<K extends keyof T>(name: K, value: T[K], immediately: boolean) {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    controller.edit(next);
    if (immediately) void controller.flush();
  }

  return {
    values,
    status,
    /** Typed text: saved after the pause. */
    set: <K extends keyof T>(name: K, value: T[K]) => edit(name, value, false),
    /** A switch, an uploaded file: saved now, with whatever else is pending. */
    setNow: <K extends keyof T>(name: K, value: T[K]) => edit(name, value, true),
    retry: () => void controller.flush(),
    /** After the record is deleted: unmounting must not try to save to it. */
    discard: () => controller.discard(),
  };
}
