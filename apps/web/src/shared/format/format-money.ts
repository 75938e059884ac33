/**
 * Integer fen to a yuan string without trailing zeros (spec point 9): 1990 → '19.9', 1999 → '19.99',
 * 2000 → '20'. Works on integers, never on floats, so 0.1 + 0.2 style errors cannot show in a price.
 */
export function fenToYuan(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '0';
  const whole = Math.round(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${yuan}`;
  return `${sign}${yuan}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
