import { LABELS_PER_PHONE_MAX, PHONE_LABEL_MAX, type PhoneRow } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Skeleton, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { toast } from '../../../../shared/ui/overlay-store';
import { addPhoneLabel, phoneLabelsQuery, removePhoneLabel } from '../../api/phone-labels';
import { phoneKeys } from '../../api/phone-keys';
import { checkLabel } from '../../name-rules';
import { phoneName } from '../../phone-name';
import './dialogs.css';

export interface LabelsDialogProps {
  open: boolean;
  phone: PhoneRow;
  onClose(): void;
}

/**
 * A phone's labels (issue 17, phone-bound/add-label and label-list): the owner adds one at a time
 * (1 to 20 characters, at most 10 a phone) and takes any off; the card shows them as soon as
 * either is done.
 */
export function LabelsDialog({ open, phone, onClose }: LabelsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = useQuery({ ...phoneLabelsQuery(phone.id), enabled: open });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);
  const list = labels.data ?? [];
  const isFull = list.length >= LABELS_PER_PHONE_MAX;

  const refresh = () => queryClient.invalidateQueries({ queryKey: phoneKeys.labels() });
  const add = async () => {
    const problem = checkLabel(text);
    if (problem) return setError(tm(problem));
    setBusy(true);
    try {
      await addPhoneLabel(phone.id, text.trim());
      setText('');
      toast.success(t('phones.labels.added'));
      await refresh();
    } catch {
      // shown by the API client (the limit reached meanwhile, say)
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };
  const remove = async (id: number) => {
    setBusy(true);
    try {
      await removePhoneLabel(id);
      toast.success(t('phones.labels.removed'));
      await refresh();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('phones.labels.title', { name: phoneName(phone) })}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="labels-close">
          {t('phones.results.close')}
        </Button>
      }
      afterOpenChange={(visible) => visible && input.current?.focus()}
      modalRender={(node) => <div data-testid="labels-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.labels.intro')}</p>
      {labels.isPending && open ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <div className="ph-label-list" data-testid="labels-list">
          {list.length === 0 && <span className="ph-muted">{t('phones.labels.empty')}</span>}
          {list.map((label) => (
            <span key={label.id} className="ph-chip is-small is-label" data-testid="labels-item">
              {label.label}
              <button
                type="button"
                className="ph-chip__x"
                onClick={() => void remove(label.id)}
                disabled={isBusy}
                aria-label={t('phones.labels.remove', { label: label.label })}
                data-testid="labels-remove"
              >
                ×
              </button>
            </span>
          ))}
        </div>
      )}
      <div className="ph-dialog__label">{t('phones.labels.new')}</div>
      <div className="ph-label-add">
        <Input
          ref={input}
          value={text}
          maxLength={PHONE_LABEL_MAX * 2}
          disabled={isFull}
          placeholder={isFull ? t('phones.labels.full', { max: LABELS_PER_PHONE_MAX }) : t('phones.labels.placeholder')}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void add()}
          data-testid="labels-input"
        />
        <Button type="primary" onClick={() => void add()} loading={isBusy} disabled={isFull} data-testid="labels-add">
          {t('phones.labels.add')}
        </Button>
      </div>
      <div className="ph-dialog__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
      <div className="ph-dialog__count">{t('phones.labels.count', { count: list.length, max: LABELS_PER_PHONE_MAX })}</div>
    </Modal>
  );
}
