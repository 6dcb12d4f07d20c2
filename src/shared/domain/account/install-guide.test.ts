import { describe, expect, it } from "vitest";
import { installChoiceOf } from "./install-guide";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const FIREFOX_DESKTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("installChoiceOf", () => {
  it.each([
    [{ standalone: true, canPrompt: false, userAgent: IPHONE }, "installed"],
    [{ standalone: true, canPrompt: true, userAgent: ANDROID_CHROME }, "installed"],
    [{ standalone: false, canPrompt: true, userAgent: ANDROID_CHROME }, "prompt"],
    [{ standalone: false, canPrompt: false, userAgent: IPHONE }, "ios-guide"],
    [{ standalone: false, canPrompt: false, userAgent: ANDROID_CHROME }, "unavailable"],
    [{ standalone: false, canPrompt: false, userAgent: FIREFOX_DESKTOP }, "unavailable"],
  ] as const)("%j → %s", (browser, expected) => {
    expect(installChoiceOf(browser)).toBe(expected);
  });
});
