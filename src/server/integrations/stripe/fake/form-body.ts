/**
 * Decodes the stripe SDK's request bodies and query strings: form encoding with qs-style
 * brackets (`line_items[0][price_data][currency]=brl`, `expand[0]=invoice`). Indexed keys build
 * arrays, other keys objects; every leaf stays a string, as Stripe reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const open = name.indexOf("[");
  if (open === -1) return [name];
  const rest = name.slice(open).match(/\[([^\]]*)\]/g) ?? [];
  return [name.slice(0, open), ...rest.map((part) => part.slice(1, -1))];
}

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === "object" && !Array.isArray(next)) {
      node = next;
    } else {
      const created: FormObject = {};
      node[key] = created;
      node = created;
    }
  }
}

/** Objects whose keys are all 0..n-1 were arrays on the SDK's side. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key] ?? "")] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(encoded)) assign(root, keyPath(name), value);
  const decoded = withArrays(root);
  return typeof decoded === "object" && !Array.isArray(decoded) ? decoded : {};
}

/** Readers for a decoded form, so a malformed request is refused instead of crashing the fake. */
export function text(form: FormValue | undefined, key: string): string | undefined {
  if (typeof form !== "object" || Array.isArray(form)) return undefined;
  const value = form[key];
  return typeof value === "string" ? value : undefined;
}

export function child(form: FormValue | undefined, key: string | number): FormValue | undefined {
  if (typeof form !== "object" || form === null) return undefined;
  return Array.isArray(form) ? (typeof key === "number" ? form[key] : undefined) : form[String(key)];
}

export function stringRecord(form: FormValue | undefined): Record<string, string> {
  if (typeof form !== "object" || Array.isArray(form)) return {};
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export function list(form: FormValue | undefined): string[] {
  return Array.isArray(form) ? form.filter((item): item is string => typeof item === "string") : [];
}
