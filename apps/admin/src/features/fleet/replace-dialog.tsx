import type { OperationResults } from '@cloudphone/contract';
import { Alert, Form, Radio, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { operatePhones } from './api';

interface ReplaceDialogProps {
  /** The phones to replace; null: closed. */
  ids: number[] | null;
  onClose(): void;
  /** The per-phone results (the page reports failures and clears the selection). */
  onReplaced(results: OperationResults): void;
}

/**
 * Replace phones on their members' behalf: destructive (the old devices are recycled), and the
 * member console's explicit data choice (migrate or start clean) is required.
 */
export function ReplaceDialog({ ids, onClose, onReplaced }: ReplaceDialogProps) {
  const { t } = useTranslation();
  const results = useRef<OperationResults | null>(null);
  return (
    <FormDialog<{ migrate: boolean }>
      open={ids !== null}
      title={t('fleetAdmin.phones.confirm.replace', { count: ids?.length ?? 0 })}
      onSubmit={async ({ migrate }) => {
        const answer = await operatePhones(ids!, 'replace', migrate, { passErrors: true });
        // None replaced: the dialog stays open with the reasons (as a refusal of the whole call would).
        if (answer.results.every((result) => !result.ok))
          throw new Error([...new Set(answer.results.map((result) => result.msg))].join('; '));
        results.current = answer;
      }}
      onDone={() => results.current && onReplaced(results.current)}
      onClose={onClose}
      // Phones that failed among others are reported by the page.
      success={t('fleetAdmin.phones.replaceStarted')}
      okText={t('fleetAdmin.phones.replace')}
      testId="replace-dialog"
    >
      <Alert type="error" showIcon title={t('fleetAdmin.phones.confirm.destructive')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>{t('fleetAdmin.phones.confirm.replaceContent')}</Typography.Paragraph>
      <Form.Item name="migrate" rules={[{ required: true, message: t('fleetAdmin.phones.confirm.migrateRequired') }]}>
        <Radio.Group data-testid="replace-migrate">
          <Space direction="vertical">
            <Radio value={true} data-testid="replace-migrate-yes">
              {t('fleetAdmin.phones.confirm.migrate')}
            </Radio>
            <Radio value={false} data-testid="replace-migrate-no">
              {t('fleetAdmin.phones.confirm.clean')}
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
    </FormDialog>
  );
}
