import { describe, expect, it } from "vitest";
import { child, list, parseForm, stringRecord, text } from "./form-body";

describe("parseForm", () => {
  it("rebuilds nested objects and indexed arrays from the SDK's bracket encoding", () => {
    const form = parseForm(
      "mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=brl&metadata[plan]=annual&expand[0]=invoice&expand[1]=payment_intent.payment_method",
    );
    expect(text(form, "mode")).toBe("payment");
    expect(text(child(child(form.line_items, 0), "price_data"), "currency")).toBe("brl");
    expect(stringRecord(form.metadata)).toEqual({ plan: "annual" });
    expect(list(form.expand)).toEqual(["invoice", "payment_intent.payment_method"]);
  });

  it("decodes percent-encoded brackets and values", () => {
    const form = parseForm(
      "success_url=http%3A%2F%2Fx%2F%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D&metadata%5Bproduct_id%5D=abc",
    );
    expect(text(form, "success_url")).toBe("http://x/?session_id={CHECKOUT_SESSION_ID}");
    expect(stringRecord(form.metadata)).toEqual({ product_id: "abc" });
  });

  it("reads missing or mistyped fields as absent", () => {
    const form = parseForm("a=1");
    expect(text(form, "b")).toBeUndefined();
    expect(list(form.a)).toEqual([]);
    expect(child("x", 0)).toBeUndefined();
  });
});
