// What the dataset generators share: a seeded random source and SQL literals. Each generator keeps its own name
// lists and dates, since they are part of the data it writes.

/** mulberry32: small, fast and the same on every machine. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  /** Picks by weight: [[value, weight], ...]. */
  const weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [v, w] of pairs) if ((r -= w) < 0) return v;
    return pairs.at(-1)[0];
  };
  const chance = (p) => next() < p;
  /** Roughly normal, by the sum of uniforms. */
  const normal = (mean, sd) => mean + sd * (next() + next() + next() + next() - 2) * 1.732;
  return { next, int, pick, weighted, chance, normal };
}

/** A value as an SQL literal. */
export function lit(v) {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return String(v);
  return `'${String(v).replace(/'/g, "''")}'`;
}
