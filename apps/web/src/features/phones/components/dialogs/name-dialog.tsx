import { Input, Modal, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { checkName } from '../../name-rules';
import './dialogs.css';

export interface NameDialogProps {
  open: boolean;
  kind: 'groups' | 'tags';
  /** Empty to create, the current name to rename. */
  initial: string;
  title: string;
  onCancel(): void;
  /** Saves the (checked, trimmed) name; the dialog closes when it resolves. */
  onSave(name: string): Promise<void>;
}

/** Create or rename a group or a tag (spec point 5: 1 to 10 characters). */
export function NameDialog({ open, kind, initial, title, onCancel, onSave }: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const input = useRef<InputRef>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initial);
      setError(null);
    }
  }
  const save = async () => {
    const problem = checkName(kind, name);
    if (problem) return setError(tm(problem));
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch {
      // shown by the API client (e.g. the name is taken); the dialog stays for a fix
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() => void save()}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={isSaving}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      okButtonProps={{ 'data-testid': 'name-dialog-submit' } as never}
      modalRender={(node) => <div data-testid="name-dialog">{node}</div>}
    >
      <div className="ph-dialog__label">{t(kind === 'groups' ? 'phones.groups.name' : 'phones.tags.name')}</div>
      <Input
        ref={input}
        value={name}
        placeholder={t(kind === 'groups' ? 'phones.groups.namePlaceholder' : 'phones.tags.namePlaceholder')}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        onPressEnter={() => void save()}
        data-testid="name-dialog-input"
      />
      <div className="ph-dialog__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </Modal>
  );
}
