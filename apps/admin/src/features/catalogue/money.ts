/**
 * Money is integer fen on the wire; operators read and type yuan with two decimals. Integer
 * arithmetic only, so no 0.1 + 0.2 style error reaches a price.
 */
export function fenToYuan2(fen: number): string {
  const whole = Math.round(fen);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price for people: ¥19.90. */
export const showYuan = (fen: number) => `¥${fenToYuan2(fen)}`;

/** Yuan typed with at most two decimals (InputNumber precision 2) → integer fen. */
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/** Integer fen → the yuan an InputNumber edits. */
export const fenToYuanNumber = (fen: number) => Math.round(fen) / 100;
