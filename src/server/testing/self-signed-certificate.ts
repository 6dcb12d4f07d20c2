// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API first.
import "reflect-metadata";
import { KeyObject } from "node:crypto";
import { BasicConstraintsExtension, SubjectAlternativeNameExtension, X509CertificateGenerator } from "@peculiar/x509";

/**
 * A fresh TLS key and self-signed certificate for localhost, made in memory for a test's https
 * server (push-service.ts), so no private key is ever committed. Node can sign but not build an
 * X.509 certificate, and the openssl command is not on every Debian (absent from the slim images):
 * so @peculiar/x509 builds it, a maintained TypeScript library on Node's WebCrypto (no native
 * code, no openssl) that writes the DER of RFC 5280 for us. A devDependency, as only tests use it.
 */
export interface TlsPair {
  /** PKCS #8, PEM. */
  key: string;
  /** X.509, PEM. */
  cert: string;
}

const ECDSA_P256 = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
const DAY_MS = 24 * 60 * 60 * 1000;

export async function selfSignedCertificate(): Promise<TlsPair> {
  const keys = await crypto.subtle.generateKey(ECDSA_P256, true, ["sign", "verify"]);
  const now = Date.now();
  // Signed with the same WebCrypto (Node's global `crypto`), the library's default provider.
  const certificate = await X509CertificateGenerator.createSelfSigned({
    name: "CN=localhost",
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + 30 * DAY_MS),
    signingAlgorithm: ECDSA_P256,
    keys,
    extensions: [
      // Critical, CA: it is its own authority, trusted as such by the client.
      new BasicConstraintsExtension(true, undefined, true),
      // What a client checks the host against.
      new SubjectAlternativeNameExtension([
        { type: "dns", value: "localhost" },
        { type: "ip", value: "127.0.0.1" },
      ]),
    ],
  });
  return {
    key: KeyObject.from(keys.privateKey).export({ type: "pkcs8", format: "pem" }).toString(),
    cert: certificate.toString("pem"),
  };
}
