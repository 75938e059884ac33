import {
  PROXY_CREDENTIAL_MAX,
  PROXY_PROTOCOLS,
  PROXY_REMARK_MAX,
  type ProxyCreate,
  type ProxyRow,
  type ProxyUpdate,
} from '@cloudphone/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { createProxy, updateProxy } from '../api/proxies';
import { useRefreshProxies } from '../hooks/use-refresh-proxies';
import { checkNewProxy, checkProxyEdit, type Problems, type ProxyDraft, type ProxyField } from '../proxy-rules';
import { ExpiryPicker } from './expiry-picker';
import { Field } from './field';
import { GroupSelect } from './group-select';

const EMPTY: ProxyDraft = {
  protocol: 'SOCKS5',
  host: '',
  port: '',
  account: '',
  password: '',
  groupId: null,
  remark: '',
  expireTime: null,
};

/** The form starts from the proxy being edited, with its password empty (it is never sent back). */
const draftOf = (proxy: ProxyRow): ProxyDraft => ({
  protocol: proxy.protocol,
  host: proxy.host,
  port: String(proxy.port),
  account: proxy.account,
  password: '',
  groupId: proxy.groupId,
  remark: proxy.remark,
  expireTime: proxy.expireTime,
});

/**
 * Adding a proxy, or editing one (`proxy`): type, IP, port, account, password, group (or a new
 * one), remark and expiry time, checked before sending with the spec's messages; "Added
 * successfully" or "Edit successful" after. A refusal is shown by the API client and the form stays.
 */
export function ProxyFormDialog({ open, proxy, onClose }: { open: boolean; proxy: ProxyRow | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t(proxy ? 'proxy.form.editTitle' : 'proxy.form.addTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="proxy-form-dialog">{node}</div>}
      wrapProps={{ 'data-open': open }}
    >
      <ProxyForm key={proxy?.id ?? 'new'} proxy={proxy} onClose={onClose} />
    </Modal>
  );
}

function ProxyForm({ proxy, onClose }: { proxy: ProxyRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshProxies();
  const [draft, setDraft] = useState<ProxyDraft>(() => (proxy ? draftOf(proxy) : EMPTY));
  const [problems, setProblems] = useState<Problems<ProxyField>>({});
  const save = useMutation({
    mutationFn: (value: ProxyCreate | ProxyUpdate): Promise<unknown> =>
      proxy ? updateProxy({ ...(value as ProxyUpdate), id: proxy.id }) : createProxy(value as ProxyCreate),
    onSuccess: () => {
      toast.success(t(proxy ? 'proxy.done.edited' : 'proxy.done.added'));
      refresh();
      onClose();
    },
  });
  const set = <F extends ProxyField>(field: F, value: ProxyDraft[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest as Problems<ProxyField>);
  };
  const textInput = (field: 'host' | 'port' | 'account' | 'remark') => ({
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    onPressEnter: () => submit(),
    status: problems[field] ? ('error' as const) : undefined,
    'data-testid': `proxy-${field}`,
  });
  const submit = () => {
    // An expiry left as it was is the server's to judge; a new one must be after now.
    const checked = proxy ? checkProxyEdit(proxy.id, draft, { isExpiryKept: draft.expireTime === proxy.expireTime }) : checkNewProxy(draft);
    setProblems(checked.problems);
    if (checked.value) save.mutate(checked.value);
  };

  return (
    <div className="px-form">
      <Field label={t('proxy.form.protocol')} testId="proxy-protocol" problem={problems.protocol} isRequired>
        <Radio.Group optionType="button" value={draft.protocol} onChange={(event) => set('protocol', event.target.value)}>
          {PROXY_PROTOCOLS.map((protocol) => (
            <Radio.Button key={protocol} value={protocol}>
              <span data-testid={`proxy-protocol-${protocol}`}>{protocol}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Field>
      <div className="px-form__pair">
        <Field label={t('proxy.form.host')} testId="proxy-host" problem={problems.host} isRequired>
          <Input
            {...textInput('host')}
            placeholder={t('proxy.form.hostPlaceholder')}
            maxLength={15}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field label={t('proxy.form.port')} testId="proxy-port" problem={problems.port} isRequired>
          <Input
            {...textInput('port')}
            placeholder={t('proxy.form.portPlaceholder')}
            maxLength={5}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
      </div>
      <div className="px-form__pair">
        <Field label={t('proxy.form.account')} testId="proxy-account" problem={problems.account} isRequired>
          <Input {...textInput('account')} maxLength={PROXY_CREDENTIAL_MAX} autoComplete="off" />
        </Field>
        <Field
          label={t('proxy.form.password')}
          testId="proxy-password"
          problem={problems.password}
          isRequired={!proxy}
          hint={proxy ? t('proxy.form.passwordKeep') : undefined}
        >
          <Input.Password
            value={draft.password}
            onChange={(event) => set('password', event.target.value)}
            placeholder={proxy ? t('proxy.form.passwordKeep') : undefined}
            maxLength={PROXY_CREDENTIAL_MAX}
            autoComplete="new-password"
            status={problems.password ? 'error' : undefined}
            data-testid="proxy-password"
          />
        </Field>
      </div>
      <p className="px-field__hint px-form__credentials">{t('proxy.form.credentialHint')}</p>
      <Field label={t('proxy.form.group')} testId="proxy-group" problem={problems.groupId} isRequired>
        <GroupSelect
          value={draft.groupId}
          onChange={(groupId) => set('groupId', groupId)}
          testId="proxy-group"
          placeholder={t('proxy.form.groupPlaceholder')}
          hasProblem={Boolean(problems.groupId)}
        />
      </Field>
      <Field label={t('proxy.form.remark')} testId="proxy-remark" problem={problems.remark}>
        <Input {...textInput('remark')} placeholder={t('proxy.form.remarkPlaceholder')} maxLength={PROXY_REMARK_MAX} />
      </Field>
      <Field label={t('proxy.form.expireTime')} testId="proxy-expire" problem={problems.expireTime}>
        <ExpiryPicker value={draft.expireTime} onChange={(value) => set('expireTime', value)} hasProblem={Boolean(problems.expireTime)} />
      </Field>
      <div className="px-form__actions">
        <Button onClick={onClose} disabled={save.isPending} data-testid="proxy-form-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="proxy-form-submit">
          {t('proxy.form.submit')}
        </Button>
      </div>
    </div>
  );
}
