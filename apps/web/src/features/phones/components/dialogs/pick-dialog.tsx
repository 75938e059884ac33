import { Button, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import type { OperationExtra } from '../../api/run-operation';
import { checkName } from '../../name-rules';
import { useSubmitting } from '../../../../shared/interaction/use-submitting';
import './dialogs.css';

/** Test ids follow the dialog's: `<id>-dialog`, `<id>-submit`, `<id>-new-name`, `<id>-create`. */
type PickDialogId = 'add-tag' | 'move-group';

/**
 * The frame of a dialog that puts the selected phones under one of the member's tags or groups:
 * how many phones, the pick list (children), and OK, which runs the operation with the pick.
 */
export function PickDialog({
  id,
  open,
  title,
  count,
  picked,
  onNothingPicked,
  onCancel,
  onSubmit,
  onSubmitted,
  children,
}: {
  id: PickDialogId;
  open: boolean;
  title: string;
  count: number;
  /** What OK runs the operation with; null while nothing is picked. */
  picked: OperationExtra | null;
  /** OK with nothing picked: say so. Without it, OK is disabled until something is. */
  onNothingPicked?: () => void;
  onCancel(): void;
  onSubmit(extra: OperationExtra): Promise<void>;
  /** The operation ran: forget the pick, so the next opening starts afresh. */
  onSubmitted(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [isSubmitting, submit] = useSubmitting();
  const ok = () => {
    if (!picked) return onNothingPicked?.();
    void submit(async () => {
      await onSubmit(picked);
      onSubmitted();
    });
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={ok}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={isSubmitting}
      okButtonProps={{ disabled: !picked && !onNothingPicked, 'data-testid': `${id}-submit` } as never}
      modalRender={(node) => <div data-testid={`${id}-dialog`}>{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.confirm.countOnly', { count })}</p>
      {children}
    </Modal>
  );
}

/**
 * A name field under the pick list that creates a tag or group on the spot (names checked as the
 * name dialog checks them) and hands its id back, so the dialog can pick it.
 */
export function InlineCreate({
  id,
  kind,
  placeholder,
  buttonText,
  create,
  onCreated,
}: {
  id: PickDialogId;
  kind: 'groups' | 'tags';
  placeholder: string;
  buttonText: string;
  /** Creates it and refreshes the pick list; rejects on a refusal (shown by the API client). */
  create(name: string): Promise<number>;
  onCreated(id: number): void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isCreating, submit] = useSubmitting();
  const save = () => {
    const problem = checkName(kind, name);
    if (problem) return setError(tm(problem));
    void submit(async () => {
      onCreated(await create(name.trim()));
      setName('');
    }).catch(() => undefined);
  };
  return (
    <>
      <div className="ph-inline-create">
        <Input
          value={name}
          placeholder={placeholder}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onPressEnter={save}
          data-testid={`${id}-new-name`}
        />
        <Button onClick={save} loading={isCreating} data-testid={`${id}-create`}>
          {buttonText}
        </Button>
      </div>
      {error && (
        <div className="ph-dialog__error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
