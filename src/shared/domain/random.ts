/** A source of numbers in [0, 1), like Math.random; injected so simulations can be replayed. */
export type RandomSource = () => number;

/**
 * mulberry32: a tiny seedable generator, plenty for fictitious flights and deterministic tests
 * (not for anything secret).
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  // min() guards against a source that returns exactly 1.
  return Math.min(max, min + Math.floor(random() * (max - min + 1)));
}
