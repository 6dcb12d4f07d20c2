import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { selfSignedCertificate, type TlsPair } from "../src/server/testing/self-signed-certificate";
import { E2E_PORT } from "./base-url";

/**
 * The certificate of push.spec.ts's local push service, made fresh for each run. The server must
 * trust it from its start (Node reads NODE_EXTRA_CA_CERTS once, as it starts), before a test can
 * start the service, and Playwright starts its web server before its globalSetup: so
 * scripts/e2e-server.ts writes the pair and starts the app trusting it, and the spec's service
 * reads the same pair. Under the git-ignored .tmp/, a folder per port as runs may share a checkout.
 */
const folder = path.join(import.meta.dirname, "..", ".tmp", `e2e-push-tls-${E2E_PORT}`);
const keyFile = path.join(folder, "key.pem");
const certificateFile = path.join(folder, "cert.pem");

/** A new pair for this run; the certificate's file, for NODE_EXTRA_CA_CERTS. */
export async function writeE2ePushCertificate(): Promise<string> {
  const { key, cert } = await selfSignedCertificate();
  mkdirSync(folder, { recursive: true });
  writeFileSync(keyFile, key, { mode: 0o600 });
  writeFileSync(certificateFile, cert);
  return certificateFile;
}

export function readE2ePushCertificate(): TlsPair {
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certificateFile, "utf8") };
}
