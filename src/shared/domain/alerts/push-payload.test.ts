import { describe, expect, it } from "vitest";
import { pushPayloadOf, readPushPayload } from "./push-payload";

const alert = { id: "0b5c3620-0000-4000-8000-00000000000a", title: "Milhas vencendo", body: "8.000 milhas vencem." };

describe("the push payload", () => {
  it("carries the alert's title and text, a tag of its own and where a tap leads", () => {
    expect(pushPayloadOf({ ...alert, kind: "lot_expiry" })).toEqual({
      title: "Milhas vencendo",
      body: "8.000 milhas vencem.",
      url: "/dashboard",
      tag: `alerta-${alert.id}`,
    });
    expect(pushPayloadOf({ ...alert, kind: "trial_ending" }).url).toBe("/planos");
    expect(pushPayloadOf({ ...alert, kind: "cpf_place_freed" }).url).toBe("/dashboard");
    expect(pushPayloadOf({ ...alert, kind: "promotion_match" }).url).toBe("/promocoes");
  });

  it("is read back by the service worker as sent", () => {
    const payload = pushPayloadOf({ ...alert, kind: "bonus_reminder" });
    expect(readPushPayload(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
  });

  it.each([
    null,
    "texto",
    { title: "x", body: "y", tag: "t" },
    { title: "x", body: "y", url: "https://outro.site/", tag: "t" },
    { title: "x", body: "y", url: "//outro.site/", tag: "t" },
    { title: 1, body: "y", url: "/dashboard", tag: "t" },
  ])("shows nothing for %j", (data) => {
    expect(readPushPayload(data)).toBeNull();
  });
});
