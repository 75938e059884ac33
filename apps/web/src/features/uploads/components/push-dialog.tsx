import { DEFAULT_PUSH_DIR, kindOfName, targetDirField, type MessageKey } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Progress } from 'antd';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format';
import { tm } from '../../../shared/i18n/message';
import { useSubmitting } from '../../../shared/interaction/use-submitting';
import { uploadFile } from '../api/upload-file';
import { uploadUsageKey, uploadUsageQuery } from '../api/upload-usage';
import { addFiles, isReady, type PushFile } from '../push-files';
import '../uploads.css';

export interface PushDialogProps {
  open: boolean;
  /** The phones it goes to (a list batch, or a group-control selection). */
  phones: ReadonlyArray<{ id: number }>;
  onCancel(): void;
  /** Pushes the uploaded files to the phones; the dialog closes once it resolves. */
  onSubmit(extra: { fileIds: number[]; targetDir?: string }): Promise<void>;
}

let keys = 0;
const keyOf = () => `f${++keys}`;

/**
 * Uploading apps and files and pushing them to phones (spec point 5): up to 10 per push, a name
 * already in the list refused, nothing added while uploads run, a progress bar per file. Each
 * file uploads as soon as it is chosen (APKs are parsed on the server then); the push goes once
 * all have.
 */
export function PushDialog({ open, phones, onCancel, onSubmit }: PushDialogProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<PushFile[]>([]);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [targetDir, setTargetDir] = useState(DEFAULT_PUSH_DIR);
  const [dirProblem, setDirProblem] = useState<string | null>(null);
  const [isSubmitting, submit] = useSubmitting();
  const inputRef = useRef<HTMLInputElement>(null);
  const aborts = useRef(new Map<string, AbortController>());
  const queryClient = useQueryClient();
  const usage = useQuery({ ...uploadUsageQuery(), enabled: open });

  /** Stops every upload still in flight (the dialog closes or goes away). */
  const abortAll = () => {
    aborts.current.forEach((controller) => controller.abort());
    aborts.current.clear();
  };
  // Leaving the dialog stops what is still uploading.
  useEffect(() => abortAll, []);

  const patch = (key: string, change: Partial<PushFile>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  function upload(entry: PushFile) {
    const controller = new AbortController();
    aborts.current.set(entry.key, controller);
    patch(entry.key, { state: 'uploading', progress: 0, error: null });
    uploadFile(entry.file, (progress) => patch(entry.key, { progress }), controller.signal)
      .then(
        (uploaded) => {
          patch(entry.key, { state: 'done', progress: 1, uploaded });
          void queryClient.invalidateQueries({ queryKey: uploadUsageKey });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          patch(entry.key, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      )
      // The controller stays reachable until the upload settles, so cancelling can stop it meanwhile;
      // a retry may have put a newer one under the same key.
      .finally(() => {
        if (aborts.current.get(entry.key) === controller) aborts.current.delete(entry.key);
      });
  }

  function add(chosen: File[]) {
    const result = addFiles(files, chosen, keyOf);
    setProblem(result.problem);
    if (result.files === files) return;
    const added = result.files.filter((f) => !files.includes(f));
    setFiles(result.files);
    added.forEach(upload);
  }

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    aborts.current.delete(key);
    setFiles((list) => list.filter((f) => f.key !== key));
    setProblem(null);
  };

  const hasPlainFiles = files.some((f) => kindOfName(f.file.name) === 'file');
  const isUploading = files.some((f) => f.state === 'uploading');

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
    abortAll();
    setFiles((list) => list.filter((f) => f.state !== 'uploading'));
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
          <PushFileRow key={f.key} entry={f} onRemove={() => remove(f.key)} onRetry={() => upload(f)} />
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

function PushFileRow({ entry, onRemove, onRetry }: { entry: PushFile; onRemove(): void; onRetry(): void }) {
  const { t } = useTranslation();
  const apk = entry.uploaded?.apk;
  const percent = Math.round(entry.progress * 100);
  return (
    <li className={`up-file is-${entry.state}`} data-testid="push-file" data-state={entry.state} data-name={entry.file.name}>
      <span className="up-file__icon" aria-hidden>
        {apk?.icon ? <img src={apk.icon} alt="" /> : kindOfName(entry.file.name) === 'apk' ? 'APK' : '📄'}
      </span>
      <span className="up-file__main">
        <span className="up-file__name">{apk ? `${apk.label} · ${entry.file.name}` : entry.file.name}</span>
        <span className="up-file__meta">
          {formatFileSize(entry.file.size)}
          {apk && ` · ${apk.packageName} · ${t('uploads.version', { version: apk.versionName })}`}
        </span>
        {entry.state === 'failed' ? (
          <span className="up-problem" role="alert">
            {entry.error}
          </span>
        ) : (
          <Progress
            percent={entry.state === 'done' ? 100 : percent}
            size="small"
            status={entry.state === 'done' ? 'success' : 'active'}
            format={() =>
              entry.state === 'done' ? t('uploads.uploaded') : entry.state === 'waiting' ? t('uploads.waiting') : `${percent}%`
            }
          />
        )}
      </span>
      <span className="up-file__actions">
        {entry.state === 'failed' && (
          <button type="button" className="up-link" onClick={onRetry}>
            {t('uploads.retryUpload')}
          </button>
        )}
        <button type="button" className="up-link" onClick={onRemove} data-testid="push-file-remove">
          {entry.state === 'uploading' ? t('uploads.cancel') : t('uploads.remove')}
        </button>
      </span>
    </li>
  );
}
