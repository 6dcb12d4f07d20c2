/**
 * Real file bytes for tests: whole small files where the format is simple enough to write here
 * (PNG, GIF, WebP, zips, compound files), otherwise the leading bytes exactly as real encoders
 * write them. Pure, so unit, integration and browser tests share them.
 */
const fromHex = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/[0-9a-f]{2}/gi) ?? [], (pair) => parseInt(pair, 16));
const fromAscii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));
const fromBase64 = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function uint32be(value: number): Uint8Array {
  return Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

function uint16le(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, value >>> 8);
}

function uint32le(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24);
}

/** zlib data made of stored (uncompressed) deflate blocks: valid, just not small. */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let offset = 0; offset < data.length || offset === 0; offset += 0xffff) {
    const chunk = data.subarray(offset, offset + 0xffff);
    const final = offset + 0xffff >= data.length ? 1 : 0;
    blocks.push(Uint8Array.of(final), uint16le(chunk.length), uint16le(~chunk.length & 0xffff), chunk);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(uint32be(((b << 16) | a) >>> 0));
  return concatBytes(...blocks);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes(fromAscii(type), data);
  return concatBytes(uint32be(data.length), typed, uint32be(crc32(typed)));
}

/** A real PNG of one colour that any browser decodes. */
export function pngImage(width = 2, height = 2, rgb: [number, number, number] = [37, 99, 235]): Uint8Array {
  const header = concatBytes(uint32be(width), uint32be(height), Uint8Array.of(8, 2, 0, 0, 0));
  const row = concatBytes(Uint8Array.of(0), ...Array.from({ length: width }, () => Uint8Array.from(rgb)));
  const pixels = concatBytes(...Array.from({ length: height }, () => row));
  return concatBytes(
    fromHex("89504e470d0a1a0a"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlibStored(pixels)),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** Bytes in a repeating, position-dependent pattern: a reordering or a loss shows up. */
export function patternBytes(length: number, seed = 7): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + seed + (index >>> 10)) & 0xff);
}

/** A real image padded after its end marker (decoders stop there) up to `size` bytes. */
export function paddedPng(size: number): Uint8Array {
  const image = pngImage();
  return concatBytes(image, patternBytes(Math.max(0, size - image.length)));
}

/** A stored-entries zip, laid out as Office writes its documents. */
function zipArchive(entries: { name: string; content: string }[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = fromAscii(entry.name);
    const data = fromAscii(entry.content);
    const crc = crc32(data);
    const common = concatBytes(
      uint16le(20),
      uint16le(0),
      uint16le(0),
      uint16le(0),
      uint16le(0x21),
      uint32le(crc),
      uint32le(data.length),
      uint32le(data.length),
      uint16le(name.length),
      uint16le(0),
    );
    const local = concatBytes(fromHex("504b0304"), common, name, data);
    centrals.push(
      concatBytes(
        fromHex("504b0102"),
        uint16le(20),
        common,
        uint16le(0),
        uint16le(0),
        uint16le(0),
        uint32le(0),
        uint32le(offset),
        name,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concatBytes(...centrals);
  const end = concatBytes(
    fromHex("504b0506"),
    uint16le(0),
    uint16le(0),
    uint16le(entries.length),
    uint16le(entries.length),
    uint32le(central.length),
    uint32le(offset),
    uint16le(0),
  );
  return concatBytes(...locals, central, end);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types/>';

const docxFile = () =>
  zipArchive([
    { name: "[Content_Types].xml", content: CONTENT_TYPES },
    { name: "_rels/.rels", content: "<Relationships/>" },
    { name: "word/document.xml", content: "<w:document/>" },
  ]);

const pptxFile = () =>
  zipArchive([
    { name: "[Content_Types].xml", content: CONTENT_TYPES },
    { name: "_rels/.rels", content: "<Relationships/>" },
    { name: "ppt/presentation.xml", content: "<p:presentation/>" },
  ]);

const xlsxFile = () =>
  zipArchive([
    { name: "[Content_Types].xml", content: CONTENT_TYPES },
    { name: "xl/workbook.xml", content: "<workbook/>" },
  ]);

/**
 * A compound file (the container of .doc, .ppt, .xls) with 512-byte sectors and its directory in
 * sector `directorySector`, naming the given streams.
 */
export function compoundFile(streamNames: string[], directorySector = 0): Uint8Array {
  const header = new Uint8Array(512);
  header.set(fromHex("d0cf11e0a1b11ae1"), 0);
  header.set(uint16le(0x3e), 0x18);
  header.set(uint16le(3), 0x1a);
  header.set(uint16le(0xfffe), 0x1c);
  header.set(uint16le(9), 0x1e);
  header.set(uint16le(6), 0x20);
  header.set(uint32le(directorySector), 0x30);
  const directory = new Uint8Array(512);
  ["Root Entry", ...streamNames].slice(0, 4).forEach((name, index) => {
    const entry = index * 128;
    Array.from(name).forEach((char, at) => directory.set(uint16le(char.charCodeAt(0)), entry + at * 2));
    directory.set(uint16le((name.length + 1) * 2), entry + 64);
    directory[entry + 66] = index === 0 ? 5 : 2;
  });
  return directorySector === 0 ? concatBytes(header, directory) : header;
}

export const SAMPLES = {
  jpeg: fromHex("ffd8ffe000104a46494600010101004800480000ffdb004300"),
  png: pngImage(),
  gif: fromBase64("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="),
  webp: fromBase64("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"),
  mp4: fromHex("000000206674797069736f6d0000020069736f6d69736f32617663316d703431"),
  mov: fromHex("00000014667479707174202000000200717420200000000877696465"),
  webm: fromHex("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102"),
  ogg: fromHex("4f676753000200000000000000000a1b2c3d000000004f1e0b9e01"),
  avi: fromHex("52494646e8030000415649204c495354"),
  pdf: fromAscii("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n"),
  doc: compoundFile(["1Table", "WordDocument"]),
  docx: docxFile(),
  ppt: compoundFile(["Current User", "PowerPoint Document"]),
  pptx: pptxFile(),
  txt: new TextEncoder().encode("Aula 1: milhas e pontos.\nPromoção válida até março.\n"),
} as const;

/** Real formats the app refuses everywhere, and look-alikes of accepted ones. */
export const REFUSED_SAMPLES = {
  heic: fromHex("0000001866747970686569630000000068656963"),
  mkv: fromHex("1a45dfa39f4286810142f7810142f281044282886d6174726f736b61"),
  wav: fromHex("52494646240000005741564566"),
  xls: compoundFile(["Workbook"]),
  xlsx: xlsxFile(),
  zip: zipArchive([{ name: "fotos/a.txt", content: "a" }]),
  exe: fromHex("4d5a90000300000004000000ffff0000"),
  invalidUtf8: fromHex("4f6cc328"),
  empty: new Uint8Array(),
} as const;

/** An SVG is text that can run script when opened: accepted as an image nowhere. */
export const SVG_IMAGE = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

/** A whole, valid one-page PDF showing `text` (ASCII), with a correct cross-reference table. */
export function pdfDocument(text = "Material de apoio"): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return fromAscii(body);
}
