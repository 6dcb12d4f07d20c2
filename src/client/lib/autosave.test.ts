import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutosaveController, changedFields, type AutosaveStatus } from "./autosave";

type Fields = { title: string; description: string };
const initial: Fields = { title: "Nova Aula", description: "" };

function setup(save = vi.fn<(changes: Partial<Fields>) => Promise<void>>(() => Promise.resolve())) {
  const statuses: AutosaveStatus["state"][] = [];
  const controller = new AutosaveController<Fields>(initial, {
    save,
    onStatus: (status) => statuses.push(status.state),
    describeError: (error) => (error instanceof Error ? error.message : "?"),
  });
  return { controller, save, statuses };
}

describe("changedFields", () => {
  it("lists only the fields whose text differs", () => {
    expect(changedFields(initial, { title: "Nova Aula", description: "x" })).toEqual({ description: "x" });
    expect(changedFields(initial, { ...initial })).toBeNull();
  });
});

describe("AutosaveController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves 2 s after the last keystroke, once, with only the changed fields", async () => {
    const { controller, save, statuses } = setup();
    controller.edit({ ...initial, title: "A" });
    await vi.advanceTimersByTimeAsync(1500);
    controller.edit({ ...initial, title: "Aula 1" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith({ title: "Aula 1" });
    expect(statuses.at(-1)).toBe("saved");
    expect(controller.hasPending()).toBe(false);
  });

  it("does not save text typed back to what is stored", async () => {
    const { controller, save, statuses } = setup();
    controller.edit({ ...initial, title: "Nova Aulax" });
    controller.edit({ ...initial });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(statuses).toEqual(["saving", "idle"]);
  });

  it("flushes pending text at once (closing the dialog, leaving the tab)", async () => {
    const { controller, save } = setup();
    controller.edit({ ...initial, description: "Resumo" });
    expect(controller.hasPending()).toBe(true);
    await controller.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith({ description: "Resumo" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("runs one save at a time and then sends what was typed meanwhile", async () => {
    let release: () => void = () => undefined;
    const save = vi.fn<(changes: Partial<Fields>) => Promise<void>>(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const { controller, statuses } = setup(save);
    controller.edit({ ...initial, title: "A" });
    const first = controller.flush();
    controller.edit({ ...initial, title: "AB" });
    const second = controller.flush();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    release();
    await first;
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    release();
    await second;
    expect(save.mock.calls.map(([changes]) => changes)).toEqual([{ title: "A" }, { title: "AB" }]);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("keeps a failed change pending and reports the error until a retry succeeds", async () => {
    const save = vi
      .fn<(changes: Partial<Fields>) => Promise<void>>()
      .mockRejectedValueOnce(new Error("Informe o título da aula."))
      .mockResolvedValue(undefined);
    const statuses: AutosaveStatus[] = [];
    const controller = new AutosaveController<Fields>(initial, {
      save,
      onStatus: (status) => statuses.push(status),
      describeError: (error) => (error instanceof Error ? error.message : "?"),
    });
    controller.edit({ ...initial, title: " " });
    await controller.flush();
    expect(statuses.at(-1)).toEqual({ state: "error", message: "Informe o título da aula." });
    expect(controller.hasPending()).toBe(true);
    await controller.flush();
    expect(save).toHaveBeenLastCalledWith({ title: " " });
    expect(statuses.at(-1)).toEqual({ state: "saved" });
  });

  it("treats a save that throws before sending like a failed one", async () => {
    const save = vi.fn<(changes: Partial<Fields>) => Promise<void>>(() => {
      throw new Error("Informe o título da aula.");
    });
    const { controller, statuses } = setup(save);
    controller.edit({ ...initial, title: "" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses).toEqual(["saving", "saving", "error"]);
    expect(controller.hasPending()).toBe(true);
    controller.edit({ ...initial });
    expect(statuses.at(-1)).toBe("idle");
  });

  it("forgets pending text once its record is deleted", async () => {
    const { controller, save } = setup();
    controller.edit({ ...initial, title: "Apagada" });
    controller.discard();
    await controller.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(controller.hasPending()).toBe(false);
  });
});
