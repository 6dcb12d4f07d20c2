import { z } from "./zod-locale";

/** The one message for text that carries characters no keyboard types (docs/decisions/020). */
export const INVALID_CHARACTERS_MESSAGE = "Este campo contém caracteres inválidos.";

// C0 and C1 control characters and DEL: NUL makes PostgreSQL refuse the whole statement, and the
// others only hide text from the person reading it. Lone surrogates cannot be stored as UTF-8.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Multi-line fields (descriptions, lesson Markdown) keep tab, line feed and carriage return.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text is safe to store and show: no control characters (line breaks only where allowed). */
export function isPrintableText(value: string, options: { multiline?: boolean } = {}): boolean {
  const forbidden = options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return !forbidden.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Every text input of the app starts here instead of `z.string()`: the same rules as a string,
 * plus the refusal of control characters with a pt-BR message. `error` is the field's message
 * for a missing or non-text value.
 */
export function text(options: { error?: string; multiline?: boolean } = {}) {
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  return base.refine((value) => isPrintableText(value, options), INVALID_CHARACTERS_MESSAGE);
}
