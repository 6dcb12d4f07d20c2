import { describe, expect, it } from "vitest";
import { expiryAlertMail, passwordResetMail } from "./templates";

describe("mail footers say why this mail came", () => {
  it("a reset mail speaks of the reset, not of alert preferences", async () => {
    const mail = await passwordResetMail("ana@exemplo.com", "https://milheiro.test/redefinir-senha?token=abc", 60);
    expect(mail.text).toContain("alguém pediu uma nova senha para a conta do Milheiro ligada a este endereço");
    expect(mail.text).not.toContain("Preferências de alerta");
  });

  it("an alert still says where alerts are turned off", async () => {
    const mail = await expiryAlertMail("ana@exemplo.com", {
      programName: "Smiles",
      kind: "milhas",
      miles: 1000,
      expiresOn: "2026-12-01",
      daysLeft: 5,
      dashboardUrl: "https://milheiro.test/dashboard",
    });
    expect(mail.text).toContain("Os alertas podem ser ajustados em Minha Gestão, em Preferências de alerta.");
  });
});
