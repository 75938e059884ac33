import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { OPERATOR_IMPORT_MAX_BYTES, OPERATOR_IMPORT_MAX_ROWS, type OperatorImportResult } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Alert, Button, Checkbox, Modal, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../shared/api/download';
import { OPERATORS_LIST, operatorImportTemplate } from './api';
import { importOperators, type ImportOutcome } from './import-operators';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = OPERATOR_IMPORT_MAX_BYTES / 1024 / 1024;

/** What the operator picked is refused here when the server would refuse it anyway. */
function fileProblem(file: File, t: (key: 'operatorsAdmin.import.wrongType') => string): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return t('operatorsAdmin.import.wrongType');
  if (file.size > OPERATOR_IMPORT_MAX_BYTES) return tm('operators.import.size', { max: MAX_MB });
  return null;
}

function Counts({ result }: { result: OperatorImportResult }) {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap data-testid="import-counts">
      <Statistic title={t('operatorsAdmin.import.created')} value={result.created} />
      <Statistic title={t('operatorsAdmin.import.updated')} value={result.updated} />
      <Statistic
        title={t('operatorsAdmin.import.failed')}
        value={result.failed}
        styles={result.failed ? { content: { color: 'var(--cp-danger)' } } : undefined}
      />
    </Space>
  );
}

/** Imports operators from the template's XLSX: download the template, pick the file, see what happened row by row. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const reset = () => {
    setFile(null);
    setProblem(null);
    setUpdateSupport(false);
    setOutcome(null);
  };
  const send = async () => {
    if (!file) {
      setProblem(t('operatorsAdmin.import.chooseFirst'));
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await importOperators(file, updateSupport);
      setOutcome(answer);
      if (answer.ok) await queryClient.invalidateQueries({ queryKey: OPERATORS_LIST });
    } finally {
      setSending(false);
    }
  };
  const downloadTemplate = () => void downloadFile(operatorImportTemplate, undefined, 'operators-template.xlsx').catch(() => undefined);

  return (
    <Modal
      open={open}
      title={t('operatorsAdmin.import.title')}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
      width={640}
      wrapProps={{ 'data-testid': 'import-dialog' }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="send" type="primary" loading={sending} onClick={() => void send()} data-testid="import-submit">
          {t('operatorsAdmin.import.submit')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <div className="adm-operators__template">
          <Typography.Text type="secondary">
            {t('operatorsAdmin.import.templateHint', { rows: OPERATOR_IMPORT_MAX_ROWS, size: MAX_MB })}
          </Typography.Text>
          <Button icon={<DownloadOutlined />} onClick={downloadTemplate} data-testid="import-template">
            {t('operatorsAdmin.import.template')}
          </Button>
        </div>
        <Upload.Dragger
          accept={XLSX_ACCEPT}
          maxCount={1}
          fileList={file ? [{ uid: 'import', name: file.name, status: 'done', size: file.size }] : []}
          beforeUpload={(picked) => {
            const why = fileProblem(picked, t);
            setProblem(why);
            setOutcome(null);
            setFile(why ? null : picked);
            return false; // sent with the flag on "Import", not on pick
          }}
          onRemove={() => {
            setFile(null);
            setOutcome(null);
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('operatorsAdmin.import.choose')}</p>
        </Upload.Dragger>
        {problem && <Alert type="warning" showIcon title={problem} data-testid="import-problem" />}
        <div>
          <Checkbox
            checked={updateSupport}
            onChange={(event) => setUpdateSupport(event.target.checked)}
            data-testid="import-update-support"
          >
            {t('operatorsAdmin.import.updateSupport')}
          </Checkbox>
          <Typography.Paragraph type="secondary" className="adm-operators__hint">
            {t('operatorsAdmin.import.updateSupportHint')}
          </Typography.Paragraph>
        </div>
        {outcome?.ok && (
          <div data-testid="import-result">
            <Alert type="success" showIcon title={t('operatorsAdmin.import.done')} style={{ marginBottom: 12 }} />
            <Counts result={outcome.result} />
          </div>
        )}
        {outcome && !outcome.ok && (
          <div data-testid="import-result">
            <Alert
              type="error"
              showIcon
              title={
                outcome.result?.failures.length ? t('operatorsAdmin.import.failedTitle', { count: outcome.result.failed }) : outcome.message
              }
              description={outcome.result?.failures.length ? t('operatorsAdmin.import.failedHint') : undefined}
              style={{ marginBottom: 12 }}
              data-testid="import-error"
            />
            {outcome.result && outcome.result.failures.length > 0 && (
              <Table
                size="small"
                rowKey={(row) => `${row.rowNumber}-${row.userName}`}
                dataSource={outcome.result.failures}
                pagination={outcome.result.failures.length > 8 ? { pageSize: 8, size: 'small' } : false}
                columns={[
                  { title: t('operatorsAdmin.import.row'), dataIndex: 'rowNumber', width: 64 },
                  { title: t('operatorsAdmin.userName'), dataIndex: 'userName', render: (name: string) => name || '—' },
                  // The reasons are sentences: they wrap, the dialog does not scroll sideways.
                  { title: t('operatorsAdmin.import.reason'), dataIndex: 'msg' },
                ]}
                data-testid="import-failures"
              />
            )}
          </div>
        )}
      </Space>
    </Modal>
  );
}
