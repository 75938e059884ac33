/** Saves a screenshot as `<stem>-YYYYMMDD-HHMMSS.jpg` through a temporary link. */
export function downloadScreenshot(jpeg: Blob, stem: string) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const url = URL.createObjectURL(jpeg);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${stem}-${stamp}.jpg`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
