import { createPrivateKey, X509Certificate } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "./self-signed-certificate";

describe("selfSignedCertificate", () => {
  let key: string;
  let certificate: X509Certificate;
  beforeAll(async () => {
    const pair = await selfSignedCertificate();
    key = pair.key;
    certificate = new X509Certificate(pair.cert);
  });

  it("is a certificate for localhost and 127.0.0.1, signed by its own key", () => {
    expect(certificate.checkHost("localhost")).toBe("localhost");
    expect(certificate.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(certificate.checkIssued(certificate)).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(createPrivateKey(key))).toBe(true);
    expect(certificate.ca).toBe(true);
    expect(certificate.subject).toBe("CN=localhost");
    expect(certificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe("prime256v1");
  });

  it("is valid now, and a fresh pair each time", async () => {
    const now = Date.now();
    expect(Date.parse(certificate.validFrom)).toBeLessThan(now);
    expect(Date.parse(certificate.validTo)).toBeGreaterThan(now);
    expect((await selfSignedCertificate()).key).not.toBe(key);
  });
});
