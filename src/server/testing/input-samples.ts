import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * Inputs built from a procedure's own Zod schema (through its JSON Schema, input side), so the
 * fuzz and mass-assignment tests reach every field of every procedure, including ones added later.
 * A sample is plausible, not necessarily valid: cross-field rules and ids of real rows are ignored.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
}

export type Path = (string | number)[];

export interface Leaf {
  path: Path;
  schema: JsonSchema;
  kind: "string" | "number" | "boolean";
}

export function jsonSchemaOf(parser: unknown): JsonSchema {
  return z.toJSONSchema(parser as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const isNullOnly = (schema: JsonSchema) => schema.type === "null";

/** The branch a sample takes: the first alternative that is not null, every allOf part merged. */
function resolve(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return resolve(alternatives.find((branch) => !isNullOnly(branch)) ?? alternatives[0] ?? {});
  if (schema.allOf) {
    const parts = schema.allOf.map(resolve);
    return { type: "object", properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) };
  }
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null");
  if (schema.type === undefined && schema.properties) return "object";
  return schema.type;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === "uuid") return randomUUID();
  if (schema.format === "email") return "fuzz@exemplo.com";
  if (schema.format === "uri" || schema.format === "url") return "https://exemplo.com/";
  return "a".repeat(Math.max(1, schema.minLength ?? 1));
}

export function sampleOf(raw: JsonSchema): unknown {
  const schema = resolve(raw);
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case "array":
      return schema.items ? [sampleOf(schema.items)] : [];
    case "string":
      return sampleString(schema);
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    default:
      return null;
  }
}

/** Every scalar the sample holds, with where it sits and what the schema says of it. */
export function leavesOf(raw: JsonSchema, path: Path = []): Leaf[] {
  const schema = resolve(raw);
  if ("const" in schema || schema.enum) return [{ path, schema, kind: "string" }];
  const type = typeOf(schema);
  if (type === "object") {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => leavesOf(value, [...path, key]));
  }
  if (type === "array") return schema.items ? leavesOf(schema.items, [...path, 0]) : [];
  if (type === "string") return [{ path, schema, kind: "string" }];
  if (type === "integer" || type === "number") return [{ path, schema, kind: "number" }];
  if (type === "boolean") return [{ path, schema, kind: "boolean" }];
  return [];
}

/** A copy of `sample` with `value` at `path` (the sample itself is left as it was). */
export function withValueAt(sample: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(sample) ? [...(sample as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object = typeof sample === "object" && sample !== null ? { ...(sample as Record<string, unknown>) } : {};
  object[head as string] = withValueAt(object[head as string], rest, value);
  return object;
}

/** An object `depth` levels deep, to try parsers and JSON readers on pathological nesting. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = "fundo";
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}
