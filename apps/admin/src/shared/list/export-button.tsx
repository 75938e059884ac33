import { DownloadOutlined } from '@ant-design/icons';
import type { Endpoint, InputOf } from '@cloudphone/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download';
import { Authorized } from '../access/authorized';

interface ExportButtonProps<E extends Endpoint> {
  /** A GET answering a file (CSV, XLSX). */
  endpoint: E;
  /** The list's applied filters, so the file holds what the list shows. */
  params: InputOf<E>;
  /** The name to save under when the server gives none. */
  fileName: string;
  /** The export's own permission (`*:*:export`); the button is hidden without it. */
  permission: string;
  label?: string;
}

/** Downloads a list's export with its filters and saves it under the server's file name. */
export function ExportButton<E extends Endpoint>({ endpoint, params, fileName, permission, label }: ExportButtonProps<E>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const saved = await downloadFile(endpoint, params, fileName);
      void message.success(t('list.exported', { name: saved }));
    } catch {
      // Shown already (downloadFile reports refusals and network errors).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Authorized permissions={[permission]}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="list-export">
        {label ?? t('list.export')}
      </Button>
    </Authorized>
  );
}
