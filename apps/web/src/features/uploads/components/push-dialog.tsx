import { DEFAULT_PUSH_DIR, kindOfName, targetDirField } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format';
import { tm } from '../../../shared/i18n/message';
import { useSubmitting } from '../../../shared/interaction/use-submitting';
import { uploadUsageQuery } from '../api/upload-usage';
import { usePushUploads } from '../hooks/use-push-uploads';
import { isReady } from '../push-files';
import { PushFileRow } from './push-file-row';
import '../uploads.css';

export interface PushDialogProps {
  open: boolean;
  /** The phones it goes to (a list batch, or a group-control selection). */
  phones: ReadonlyArray<{ id: number }>;
  onCancel(): void;
  /** Pushes the uploaded files to the phones; the dialog closes once it resolves. */
  onSubmit(extra: { fileIds: number[]; targetDir?: string }): Promise<void>;
}

/**
 * Uploading apps and files and pushing them to phones (spec point 5): up to 10 per push, a name
 * already in the list refused, nothing added while uploads run, a progress bar per file. Each
 * file uploads as soon as it is chosen (APKs are parsed on the server then); the push goes once
 * all have.
 */
export function PushDialog({ open, phones, onCancel, onSubmit }: PushDialogProps) {
  const { t } = useTranslation();
  const { files, problem, setProblem, isUploading, add, retry, remove, stopAll } = usePushUploads();
  const [targetDir, setTargetDir] = useState(DEFAULT_PUSH_DIR);
  const [dirProblem, setDirProblem] = useState<string | null>(null);
  const [isSubmitting, submit] = useSubmitting();
  const inputRef = useRef<HTMLInputElement>(null);
  const usage = useQuery({ ...uploadUsageQuery(), enabled: open });

  const hasPlainFiles = files.some((f) => kindOfName(f.file.name) === 'file');

  const push = () => {
    if (files.length === 0) return setProblem('uploads.files.required');
    if (!isReady(files)) return;
    const dir = targetDirField.safeParse(targetDir);
    if (hasPlainFiles && !dir.success) return setDirProblem(tm('uploads.targetDir.invalid'));
    const fileIds = files.map((f) => f.uploaded!.id);
    void submit(() => onSubmit(hasPlainFiles && dir.success ? { fileIds, targetDir: dir.data } : { fileIds }));
  };

  // Closing stops the uploads in flight; what finished stays for the next open.
  const close = () => {
    stopAll();
    onCancel();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    add([...event.dataTransfer.files]);
  };

  return (
    <Modal
      open={open}
      title={t('uploads.dialogTitle')}
      width={640}
      onCancel={close}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={close} data-testid="push-cancel">
          {t('uploads.cancel')}
        </Button>,
        <Button key="push" type="primary" loading={isSubmitting} disabled={!isReady(files)} onClick={push} data-testid="push-submit">
          {isSubmitting ? t('uploads.pushing') : t('uploads.push')}
        </Button>,
      ]}
      modalRender={(node) => <div data-testid="push-dialog">{node}</div>}
    >
      <p className="up-intro">{t('uploads.intro', { count: phones.length })}</p>
      {usage.data && (
        <p className="up-hint" data-testid="push-usage">
          {tm('uploads.quota.usage', { used: formatFileSize(usage.data.used), max: formatFileSize(usage.data.quota) })}
          {' · '}
          {tm('uploads.quota.retain', { days: usage.data.retainDays })}
        </p>
      )}
      <label
        className={`up-drop${isUploading ? ' is-busy' : ''}`}
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        onClick={(e) => {
          // While uploads run nothing may be added: say so instead of opening the picker.
          if (!isUploading) return;
          e.preventDefault();
          setProblem('uploads.busy');
        }}
      >
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
          data-testid="push-file-input"
        />
        <strong>{t('uploads.choose')}</strong>
        <span>{t('uploads.drop')}</span>
      </label>
      {problem && (
        <p className="up-problem" role="alert" data-testid="push-problem">
          {tm(problem)}
        </p>
      )}
      <ul className="up-files" data-testid="push-files">
        {files.map((f) => (
          <PushFileRow key={f.key} entry={f} onRemove={() => remove(f.key)} onRetry={() => retry(f)} />
        ))}
      </ul>
      {hasPlainFiles && (
        <div className="up-dir">
          <div className="up-dir__label">{t('uploads.targetDir')}</div>
          <Input
            value={targetDir}
            onChange={(e) => {
              setTargetDir(e.target.value);
              setDirProblem(null);
            }}
            status={dirProblem ? 'error' : undefined}
            data-testid="push-target-dir"
          />
          <div className={dirProblem ? 'up-problem' : 'up-hint'}>{dirProblem ?? t('uploads.targetDirHint')}</div>
        </div>
      )}
    </Modal>
  );
}
