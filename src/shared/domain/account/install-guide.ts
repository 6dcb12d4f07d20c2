/**
 * What 'Instalar o app' offers on this browser (docs/decisions/043): nothing when the app already
 * runs installed; the browser's own prompt where it gives one (Chrome, Edge, Samsung Internet on
 * Android and desktop); on iPhone and iPad, whose browsers have no prompt, the steps of
 * 'Adicionar à Tela de Início' (web push there needs iOS 16.4+ and the app opened from it).
 */
type InstallChoice = "installed" | "prompt" | "ios-guide" | "unavailable";

export function installChoiceOf(browser: {
  standalone: boolean;
  canPrompt: boolean;
  userAgent: string;
}): InstallChoice {
  if (browser.standalone) return "installed";
  if (browser.canPrompt) return "prompt";
  if (/\b(iPhone|iPad|iPod)\b/.test(browser.userAgent)) return "ios-guide";
  return "unavailable";
}
