// http_ece ships no types; this covers the decryption the test push service uses.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  interface DecryptParams {
    version: "aes128gcm";
    privateKey: ECDH;
    authSecret: Buffer;
  }

  export function decrypt(body: Buffer, params: DecryptParams): Buffer;
}
