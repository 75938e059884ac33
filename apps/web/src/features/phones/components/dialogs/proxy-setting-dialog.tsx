import { PROXY_DETECT_STATUS, type ProxyRow } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Radio, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmitting } from '../../../../shared/interaction/use-submitting';
import { proxyChoicesQuery } from '../../api/proxy-setting';
import { proxyLabel } from '../proxy-chip';
import type { OperationDialogProps } from './dialog-props';
import '../proxy-setting.css';
import './dialogs.css';

/** The "no proxy" choice: binding it unbinds. */
export const NO_PROXY = 'none';
/** What the picker holds: a proxy's id as text, NO_PROXY, or nothing picked yet. */
export type ProxyPick = string | undefined;
/** The request's proxyId for a pick (null unbinds). */
export const proxyIdOf = (pick: string) => (pick === NO_PROXY ? null : Number(pick));

const STATUS_TAGS: Record<number, { key: 'never' | 'available' | 'failed'; color: string }> = {
  [PROXY_DETECT_STATUS.never]: { key: 'never', color: 'default' },
  [PROXY_DETECT_STATUS.available]: { key: 'available', color: 'success' },
  [PROXY_DETECT_STATUS.failed]: { key: 'failed', color: 'error' },
};

/** The text typed into the search, after the member paused for a moment. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ProxyOption({ proxy }: { proxy: ProxyRow }) {
  const { t } = useTranslation();
  const status = STATUS_TAGS[proxy.detectStatus] ?? STATUS_TAGS[PROXY_DETECT_STATUS.never]!;
  return (
    <span>
      <span className="ph-proxy-pick__main">
        <span className="ph-proxy-pick__host">
          {proxy.host}:{proxy.port}
        </span>
        <Tag color={status.color} data-testid="proxy-setting-status">
          {t(`phones.proxySetting.status.${status.key}`)}
        </Tag>
      </span>
      <span className="ph-proxy-pick__meta">
        {proxy.protocol} · {proxy.country ?? t('phones.proxySetting.noCountry')}
        {proxy.remark ? ` · ${proxy.remark}` : ''}
      </span>
    </span>
  );
}

/**
 * The member's proxies to choose from, searched by host (the proxy list's prefix search), each with
 * its protocol, detected country and detection state; and "no proxy", which unbinds.
 */
export function ProxyPicker({ open, pick, onPick }: { open: boolean; pick: ProxyPick; onPick(pick: string): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const host = useSettled(search.trim());
  const choices = useQuery({ ...proxyChoicesQuery(host), enabled: open });
  const proxies = choices.data?.list ?? [];
  let empty: ReactNode = null;
  if (choices.isSuccess && proxies.length === 0) {
    empty = host ? (
      <div className="ph-proxy-pick__empty">{t('phones.proxySetting.noMatch')}</div>
    ) : (
      <div className="ph-proxy-pick__empty" data-testid="proxy-setting-empty">
        {t('phones.proxySetting.empty')} <Link to="/proxy">{t('phones.proxySetting.manage')}</Link>
      </div>
    );
  }
  return (
    <>
      <Input.Search
        value={search}
        allowClear
        maxLength={15}
        placeholder={t('phones.proxySetting.search')}
        onChange={(e) => setSearch(e.target.value)}
        loading={choices.isFetching}
        data-testid="proxy-setting-search"
      />
      <Radio.Group
        value={pick}
        onChange={(e) => onPick(e.target.value as string)}
        className="ph-proxy-pick"
        data-testid="proxy-setting-list"
      >
        <Radio value={NO_PROXY} data-testid="proxy-setting-none">
          <span>
            {t('phones.proxySetting.none')}
            <span className="ph-proxy-pick__meta">{t('phones.proxySetting.noneHint')}</span>
          </span>
        </Radio>
        {proxies.map((proxy) => (
          <Radio key={proxy.id} value={String(proxy.id)} data-testid={`proxy-setting-option-${proxy.id}`}>
            <ProxyOption proxy={proxy} />
          </Radio>
        ))}
      </Radio.Group>
      {empty}
      <p className="ph-dialog__hint">{t('phones.proxySetting.countryRule')}</p>
    </>
  );
}

/**
 * Sets the selected phones' proxy (renew-redesign/proxy-setting): one of the member's proxies, or
 * none to unbind. The results grid that follows (use-operation-runner) says per phone whether it
 * was bound, or why not (a phone of another country than the proxy's, a busy one).
 */
export function ProxySettingDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const [pick, setPick] = useState<ProxyPick>();
  const [isSubmitting, submit] = useSubmitting();
  const only = phones.length === 1 ? phones[0] : undefined;
  const ok = () => {
    if (pick === undefined) return;
    void submit(async () => {
      await onSubmit({ proxyId: proxyIdOf(pick) });
      setPick(undefined);
    });
  };
  return (
    <Modal
      open={open}
      title={t('phones.proxySetting.title')}
      onCancel={onCancel}
      onOk={ok}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={isSubmitting}
      okButtonProps={{ disabled: pick === undefined, 'data-testid': 'proxy-setting-submit' } as never}
      modalRender={(node) => <div data-testid="proxy-setting-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">
        {t('phones.confirm.countOnly', { count: phones.length })}
        {only && (
          <span className="ph-dialog__count" data-testid="proxy-setting-current">
            {' · '}
            {only.proxyHost ? t('phones.proxySetting.current', { proxy: proxyLabel(only) }) : t('phones.proxySetting.currentNone')}
          </span>
        )}
      </p>
      <ProxyPicker open={open} pick={pick} onPick={setPick} />
    </Modal>
  );
}
