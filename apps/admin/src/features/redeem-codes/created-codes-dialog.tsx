import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatRedeemCode, plainCodesCsv, type CreatedRedeemBatch } from '@cloudphone/contract';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../shared/api/download';

/** Copies text: the Clipboard API where allowed (a secure context), else a selected text area (plain http intranets). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.left = '-9999px';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * The plain codes of a batch just made. The server keeps only their hashes, so this is the only
 * time they are shown: copy them or download them as CSV (made here from the answer), or they are
 * gone; closing before either asks first.
 */
export function CreatedCodesDialog({ batch, onClose }: { batch: CreatedRedeemBatch | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [kept, setKept] = useState(false);
  const codes = batch?.codes.map(formatRedeemCode) ?? [];

  const copy = async () => {
    if (await copyText(codes.join('\n'))) {
      setKept(true);
      void message.success(t('redeemAdmin.created.copied', { count: codes.length }));
    } else void message.error(t('redeemAdmin.created.copyFailed'));
  };
  const download = () => {
    saveBlob(new Blob([plainCodesCsv(batch!.codes)], { type: 'text/csv;charset=utf-8' }), `redeem-codes-${batch!.batchId}-plain.csv`);
    setKept(true);
  };
  const close = () => {
    const done = () => {
      setKept(false);
      onClose();
    };
    if (kept) return done();
    modal.confirm({
      title: t('redeemAdmin.created.closeTitle'),
      content: t('redeemAdmin.created.closeHint'),
      okText: t('redeemAdmin.created.closeAnyway'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: done,
    });
  };

  return (
    <Modal
      open={batch !== null}
      title={t('redeemAdmin.created.title', { count: codes.length, id: batch?.batchId ?? '' })}
      onCancel={close}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="codes-copy">
            {t('redeemAdmin.created.copyAll')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={download} data-testid="codes-download">
            {t('redeemAdmin.created.download')}
          </Button>
          <Button type="primary" onClick={close} data-testid="codes-close">
            {t('redeemAdmin.created.close')}
          </Button>
        </Space>
      }
      wrapProps={{ 'data-testid': 'created-codes' }}
    >
      {/* The codes leave the page as soon as it closes (not after the closing animation). */}
      {batch && (
        <>
          <Alert type="warning" showIcon title={t('redeemAdmin.created.once')} style={{ marginBottom: 12 }} />
          <Input.TextArea
            readOnly
            value={codes.join('\n')}
            autoSize={{ minRows: 4, maxRows: 14 }}
            className="adm-codes__plain"
            onFocus={(event) => event.target.select()}
            data-testid="codes-plain"
          />
        </>
      )}
    </Modal>
  );
}
