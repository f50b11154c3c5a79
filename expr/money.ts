/** Amount display rules from spec section 9. */
import { looseEquals, toNumber } from './values';

const PESO = '₱';
const RUPEE = '₹';

/**
 * Rounds half away from zero at `digits` decimals. Shifting through the decimal exponent instead of
 * multiplying avoids binary artefacts (1.005 -> 1.01, not 1.00).
 */
export function roundTo(value: number, digits: number): number {
  if (Number.isInteger(value)) return value || 0;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  const text = String(abs);
  const rounded = text.includes('e')
    ? Math.round(abs * 10 ** digits) / 10 ** digits
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
  // `|| 0` folds -0 into 0 so nothing ever shows "-0".
  return sign * rounded || 0;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** What an amount shows when there is none: a dash, never a guessed ₱0. */
export const NO_AMOUNT = '—';

/** Text a server sent where an amount belongs ("₱845.50", "Waived"): shown as written, never turned into a number. */
function serverText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * `₱1.234.567` for whole amounts, `₱1.234,50` (two decimals after ',') otherwise; a rupee sign when
 * `flag == 1`; a leading '-' for negatives. An amount that is not a number is never shown as a guess: text the server
 * wrote is shown as written, anything else (absent, null, an object) as "—".
 */
export function formatMoney(value: unknown, flag?: unknown): string {
  const amount = toNumber(value);
  if (amount === undefined) return serverText(value) ?? NO_AMOUNT;
  const symbol = looseEquals(flag, 1) ? RUPEE : PESO;
  const whole = Number.isInteger(amount);
  const shown = whole ? amount : roundTo(amount, 2);
  const sign = shown < 0 ? '-' : '';
  const abs = Math.abs(shown);
  if (whole) {
    // toFixed switches to exponent notation at 1e21; such numbers are integers, which BigInt spells out.
    const digits = abs >= 1e21 ? BigInt(abs).toString() : abs.toFixed(0);
    return `${sign}${symbol}${groupThousands(digits)}`;
  }
  const [integer, fraction] = abs.toFixed(2).split('.');
  return `${sign}${symbol}${groupThousands(integer)},${fraction}`;
}

/**
 * Minor units to a two-decimal string: 12345 -> "123.45". Anything not a number is passed on unchanged (text the server
 * wrote stays that text, absent stays absent) so that money() shows it as written or as "—", never as ₱0.
 */
export function toFix(value: unknown): unknown {
  const amount = toNumber(value);
  if (amount === undefined) return value;
  const major = roundTo(amount / 100, 2);
  if (!Number.isFinite(major) || Math.abs(major) >= 1e21) return value;
  return major.toFixed(2);
}
