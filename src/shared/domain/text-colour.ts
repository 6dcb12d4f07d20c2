/**
 * A stable colour for a piece of text (a program's name, a course's id): the same text always gets
 * the same colour, and different texts are spread round the colour wheel.
 */

/** A 32-bit hash of the text's code points: stable across browsers and Node. */
export function textHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** HSL to #rrggbb (the CSS formula), so the colour is one plain value tests can measure. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
