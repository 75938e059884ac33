import { ProxyBatchCreateSchema, type ProxyLineResult } from '@cloudphone/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { createProxies } from '../api/proxies';
import { useRefreshProxies } from '../hooks/use-refresh-proxies';
import { problemsOf, type Problems } from '../proxy-rules';
import { BatchResults, countResults } from './batch-results';
import { Field } from './field';
import { GroupSelect } from './group-select';

type BatchField = 'groupId' | 'content';

/** Batch add (spec point 5): SOCKS5 lines into one group, optionally skipping duplicates; then the result of each line. */
export function BatchAddDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('proxy.batch.title')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="proxy-batch-dialog">{node}</div>}
      wrapProps={{ 'data-open': open }}
    >
      <BatchAddForm onClose={onClose} />
    </Modal>
  );
}

function BatchAddForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshProxies();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [checkDuplicate, setCheckDuplicate] = useState(false);
  const [problems, setProblems] = useState<Problems<BatchField>>({});
  const [results, setResults] = useState<ProxyLineResult[] | null>(null);
  const add = useMutation({
    mutationFn: createProxies,
    onSuccess: ({ results: lines }) => {
      setResults(lines);
      const counts = countResults(lines);
      if (!counts.refused && counts.added) {
        toast.success(t('proxy.done.added'));
        refresh();
      }
    },
  });
  const submit = () => {
    const input = { groupId, content, checkDuplicate };
    const found = problemsOf<BatchField>(ProxyBatchCreateSchema, input);
    setProblems(found);
    if (!Object.keys(found).length) add.mutate({ ...input, groupId: groupId! });
  };
  const lineCount = content ? content.split(/\r?\n/).length : 0;

  if (results) {
    const isRolledBack = countResults(results).refused > 0;
    return (
      <div className="px-form">
        <BatchResults results={results} />
        <div className="px-form__actions">
          {isRolledBack && (
            <Button onClick={() => setResults(null)} data-testid="proxy-batch-back">
              {t('proxy.batch.back')}
            </Button>
          )}
          <Button type="primary" onClick={onClose} data-testid="proxy-batch-done">
            {t('proxy.batch.done')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="px-form">
      <Field label={t('proxy.batch.group')} testId="proxy-batch-group" problem={problems.groupId} isRequired>
        <GroupSelect
          value={groupId}
          onChange={(id) => {
            setGroupId(id);
            setProblems(({ groupId: _, ...rest }) => rest);
          }}
          testId="proxy-batch-group"
          placeholder={t('proxy.form.groupPlaceholder')}
          hasProblem={Boolean(problems.groupId)}
        />
      </Field>
      <Field label={t('proxy.batch.content')} testId="proxy-batch-content" problem={problems.content} isRequired>
        <div className="px-batch-hint" data-testid="proxy-batch-hint">
          <p>{t('proxy.batch.hint')}</p>
          <code>{t('proxy.batch.formatA')}</code>
          <code>{t('proxy.batch.formatB')}</code>
        </div>
        <Input.TextArea
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setProblems(({ content: _, ...rest }) => rest);
          }}
          rows={8}
          spellCheck={false}
          placeholder={t('proxy.batch.placeholder')}
          status={problems.content ? 'error' : undefined}
          className="px-batch-content"
          data-testid="proxy-batch-content"
        />
        <span className="px-field__hint px-batch-count">{t('proxy.batch.lines', { count: lineCount })}</span>
      </Field>
      <Checkbox
        checked={checkDuplicate}
        onChange={(event) => setCheckDuplicate(event.target.checked)}
        data-testid="proxy-batch-check-duplicate"
      >
        {t('proxy.batch.checkDuplicate')}
      </Checkbox>
      <div className="px-form__actions">
        <Button onClick={onClose} disabled={add.isPending} data-testid="proxy-batch-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" onClick={submit} loading={add.isPending} data-testid="proxy-batch-submit">
          {t('proxy.batch.submit')}
        </Button>
      </div>
    </div>
  );
}
