/**
 * Exact decimal arithmetic on JS numbers, the way PostgreSQL's numeric does it:
 * 150.25 + 99.99 is 250.24, not 250.23999999999998. Each number is read from
 * its shortest round-trip text (what the API sent), summed or multiplied as a
 * scaled BigInt, and turned back into the nearest double. Used by the
 * in-memory evaluator so a sum computed here equals the database's.
 */

interface Scaled {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

function toScaled(n: number): Scaled | null {
  if (!Number.isFinite(n)) return null;
  const m = DECIMAL.exec(String(n));
  if (!m) return null;
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? 0);
  let digits = BigInt(`${m[1]}${m[2]}${frac}`);
  let scale = frac.length - exp;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

function toNumber({ digits, scale }: Scaled): number {
  if (scale === 0) return Number(digits);
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  return Number(`${negative ? '-' : ''}${text.slice(0, -scale)}.${text.slice(-scale)}`);
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale), scale];
}

/** Exact sum of finite numbers (falls back to float addition for NaN/Infinity). */
export function decimalSum(values: number[]): number {
  let acc: Scaled = { digits: 0n, scale: 0 };
  for (const v of values) {
    const s = toScaled(v);
    if (!s) return values.reduce((x, y) => x + y, 0);
    const [x, y, scale] = align(acc, s);
    acc = { digits: x + y, scale };
  }
  return toNumber(acc);
}

export function decimalAdd(a: number, b: number): number {
  return decimalSum([a, b]);
}

export function decimalSub(a: number, b: number): number {
  return decimalSum([a, -b]);
}

export function decimalMul(a: number, b: number): number {
  const x = toScaled(a);
  const y = toScaled(b);
  if (!x || !y) return a * b;
  return toNumber({ digits: x.digits * y.digits, scale: x.scale + y.scale });
}
