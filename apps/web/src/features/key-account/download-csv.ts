import { formatTime } from '../../shared/format';

/** Saves a CSV the server made as `<stem>-YYYYMMDD-HHMMSS.csv` (local time) through a temporary link. */
export function downloadCsv(csv: Blob, stem: string) {
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${stem}-${formatTime(Date.now(), '{y}{m}{d}-{h}{i}{s}')}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
