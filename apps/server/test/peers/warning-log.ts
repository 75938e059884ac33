/**
 * A stand-in for the app's logger that keeps what a provider warns about when its peer refuses or
 * fails, so that tests can check what reaches the logs and, above all, what does not (codes, secrets).
 */
export function warningLog() {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, log: { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) } };
}
