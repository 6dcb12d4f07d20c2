/**
 * docs/product.md §5/§9: editor text is saved 2 s after the last keystroke, and only what changed. This is
 * the framework-free core (timers, what changed, one save at a time); `useAutosave` wires it to
 * React and to the page's lifecycle.
 */
const AUTOSAVE_DELAY_MS = 2000;

/** Every autosaved field is held as the text shown in its control. */
export type AutosaveFields = Record<string, string>;

export type AutosaveStatus =
  | { state: "idle" }
  /** Changes wait for the pause or travel to the server: either way they are not stored yet. */
  | { state: "saving" }
  | { state: "saved" }
  | { state: "error"; message: string };

/** A change refused before it is sent (the shared schema said no), with the message to show. */
export class AutosaveRefusal extends Error {
  override name = "AutosaveRefusal";
}

/** The fields whose text differs from what is stored, or null when nothing does. */
export function changedFields<T extends AutosaveFields>(saved: T, draft: T): Partial<T> | null {
  const changes: Partial<T> = {};
  let changed = false;
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (draft[key] !== saved[key]) {
      changes[key] = draft[key];
      changed = true;
    }
  }
  return changed ? changes : null;
}

export interface AutosaveOptions<T extends AutosaveFields> {
  /** Stores the changed fields; rejects with an error `describeError` turns into the text to show. */
  save: (changes: Partial<T>) => Promise<void>;
  onStatus: (status: AutosaveStatus) => void;
  describeError: (error: unknown) => string;
  delayMs?: number;
}

export class AutosaveController<T extends AutosaveFields> {
  private saved: T;
  private draft: T;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private everSaved = false;
  private failed = false;

  constructor(
    initial: T,
    private readonly options: AutosaveOptions<T>,
  ) {
    this.saved = initial;
    this.draft = initial;
  }

  /** The user changed the text: (re)start the pause, or settle if it is back to what is stored. */
  edit(draft: T): void {
    this.draft = draft;
    this.clearTimer();
    this.failed = false;
    if (changedFields(this.saved, draft) === null) {
      if (!this.running) this.settle();
      return;
    }
    this.options.onStatus({ state: "saving" });
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** True while something typed is not stored yet: leaving now would lose it unless flushed. */
  hasPending(): boolean {
    return this.running !== null || changedFields(this.saved, this.draft) !== null;
  }

  /** Saves what is pending now, without waiting for the pause (closing, leaving the tab, a switch). */
  async flush(): Promise<void> {
    this.clearTimer();
    // One save at a time, so an older request can never overwrite a newer one.
    while (this.running) await this.running;
    const changes = changedFields(this.saved, this.draft);
    if (changes === null) return this.settle();
    this.options.onStatus({ state: "saving" });
    // Started inside a promise so a save that throws at once (a refusal) is handled like a failed request.
    this.running = Promise.resolve()
      .then(() => this.options.save(changes))
      .then(() => {
        this.saved = { ...this.saved, ...changes };
        this.everSaved = true;
        this.failed = false;
        // Typing during the request has its own timer running; until it fires, still "saving".
        if (changedFields(this.saved, this.draft) === null) this.settle();
      })
      .catch((error: unknown) => {
        this.failed = true;
        this.options.onStatus({ state: "error", message: this.options.describeError(error) });
      })
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  /** Drops what is pending: the record it belongs to was deleted, so there is nothing left to save it to. */
  discard(): void {
    this.clearTimer();
    this.draft = this.saved;
  }

  /** Stops the pending pause timer (the owner flushes first when it must not lose anything). */
  dispose(): void {
    this.clearTimer();
  }

  private settle(): void {
    if (this.failed) return;
    this.options.onStatus({ state: this.everSaved ? "saved" : "idle" });
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
