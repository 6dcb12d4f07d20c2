import { createPrivateKey, X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { selfSignedCertificate } from "./self-signed-certificate";

describe("selfSignedCertificate", () => {
  const { key, cert } = selfSignedCertificate();
  const certificate = new X509Certificate(cert);

  it("is a certificate for localhost and 127.0.0.1, signed by its own key", () => {
    expect(certificate.checkHost("localhost")).toBe("localhost");
    expect(certificate.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(certificate.checkIssued(certificate)).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(createPrivateKey(key))).toBe(true);
  });

  it("is valid now, and a fresh pair each time", () => {
    const now = Date.now();
    expect(Date.parse(certificate.validFrom)).toBeLessThan(now);
    expect(Date.parse(certificate.validTo)).toBeGreaterThan(now);
    expect(selfSignedCertificate().key).not.toBe(key);
  });
});
