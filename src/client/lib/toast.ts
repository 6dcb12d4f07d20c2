import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** The Toaster (components/ui/sonner.tsx) calls this once it listens for toasts. */
export function markToasterMounted(): void {
  toasterMounted();
}

/**
 * sonner's toast for code that runs on every first page (the route guards, the header): sonner
 * then stays out of the entry script and loads with the Toaster. A toast shown before the Toaster
 * listens would be lost, so it waits for it. Page code loaded later imports sonner directly.
 */
export function showToast(show: (toast: Toast) => void): void {
  void Promise.all([import("sonner"), mounted]).then(([module]) => show(module.toast));
}
