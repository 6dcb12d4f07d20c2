import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A fresh TLS key and self-signed certificate for localhost, made in memory for a test's https
 * server (push-service.ts), so no private key is ever committed. Node can sign but not build an
 * X.509 certificate, no library for it is among the dependencies, and the openssl command is not
 * on every Debian (an optional package, absent from the slim images): so the certificate's few
 * fields are written here in DER (X.690), an ECDSA P-256 key signing them, as RFC 5280 lays out.
 */
export interface TlsPair {
  /** PKCS #8, PEM. */
  key: string;
  /** X.509, PEM. */
  cert: string;
}

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

const sequence = (...content: Buffer[]) => der(0x30, ...content);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let high = arc >> 7; high > 0; high >>= 7) base128.unshift(0x80 | (high & 0x7f));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ: good until 2049, when GeneralizedTime takes over. */
function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z";
  return der(0x17, Buffer.from(text, "ascii"));
}

function pem(label: string, body: Buffer): string {
  const lines = body.toString("base64").match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

const ECDSA_WITH_SHA256 = sequence(oid("1.2.840.10045.4.3.2"));
const LOCALHOST = sequence(der(0x31, sequence(oid("2.5.4.3"), der(0x0c, Buffer.from("localhost")))));
const DAY_MS = 24 * 60 * 60 * 1000;

export function selfSignedCertificate(): TlsPair {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  // Positive and without a leading zero byte, as DER wants an INTEGER.
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  const now = Date.now();
  const extensions = [
    // Basic constraints, critical, CA: it is its own authority, trusted as such by the client.
    sequence(oid("2.5.29.19"), der(0x01, Buffer.from([0xff])), der(0x04, sequence(der(0x01, Buffer.from([0xff]))))),
    // Subject alternative names: DNS localhost and IP 127.0.0.1, what a client checks the host against.
    sequence(
      oid("2.5.29.17"),
      der(0x04, sequence(der(0x82, Buffer.from("localhost")), der(0x87, Buffer.from([127, 0, 0, 1])))),
    ),
  ];
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    LOCALHOST,
    sequence(utcTime(new Date(now - DAY_MS)), utcTime(new Date(now + 30 * DAY_MS))),
    LOCALHOST,
    publicKey.export({ type: "spki", format: "der" }),
    der(0xa3, sequence(...extensions)),
  );
  const signature = sign("sha256", tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  return {
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    cert: pem("CERTIFICATE", certificate),
  };
}
