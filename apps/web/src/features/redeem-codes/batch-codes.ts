import { normalizeRedeemCode } from '@cloudphone/contract';

/**
 * The codes of the batch box: one a line (commas and semicolons also separate, no code has them),
 * as the server reads them (case, spaces and dashes do not matter), blank lines and repeats left out.
 */
export function parseBatchCodes(text: string): string[] {
  const codes = text.split(/[\r\n,，;；]+/).map(normalizeRedeemCode);
  return [...new Set(codes.filter(Boolean))];
}
