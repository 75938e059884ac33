import { accountApi, type ExportedFile } from '@cloudphone/contract';
import { formatTime } from '../format';
import { call } from './call';

/** The extension of the server's file name (".csv"), or ".csv" when it has none. */
const extensionOf = (fileName: string) => /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? '.csv';

/** Saves a file the browser holds through a temporary link; the object URL is released a little later. */
export function saveBlob(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * An export's second step (issue 18, spec point 7 "common download"): the export wrote a file for
 * the member and answered its name; this fetches it through `common/common/download` with
 * `delete=true` (the server removes it once sent), through the one API client (Bearer header,
 * refresh on 401, errors shown), and saves it as `<stem>-YYYYMMDD-HHMMSS.<ext>` (local time).
 */
export async function downloadExport(exported: ExportedFile | Promise<ExportedFile>, stem: string): Promise<void> {
  const { fileName } = await exported;
  const file = await call(accountApi.endpoints.download, { fileName, delete: 'true' }, { responseType: 'blob' });
  saveBlob(file, `${stem}-${formatTime(Date.now(), '{y}{m}{d}-{h}{i}{s}')}${extensionOf(fileName)}`);
}
