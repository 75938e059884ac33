import { phoneGroupsApi, type OperationResult, type PhoneRow, type PhoneTreeGroup } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../shared/api/call';
import { useSubmitting } from '../../../../shared/interaction/use-submitting';
import { phoneKeys } from '../../api/phone-keys';
import { setGroupProxy, setPhonesProxy } from '../../api/proxy-setting';
import { proxyKeys } from '../../proxies-bridge';
import { ProxyPicker, proxyIdOf, type ProxyPick } from './proxy-setting-dialog';
import { ResultsDialog } from './results-dialog';

type Named = Pick<PhoneRow, 'id' | 'alias' | 'owlId'>;

interface Outcome {
  proxyId: number | null;
  phones: Named[];
  results: OperationResult[];
  isRunning: boolean;
}

/** The group's phones with their names, for the results grid (the results still show ids if this fails). */
async function namesOf(groupId: number): Promise<Named[]> {
  const tree = await call(phoneGroupsApi.endpoints.treeV2, { groupId }).catch(() => []);
  return tree.find((entry) => entry.id === groupId)?.phones ?? [];
}

/**
 * Sets the proxy of every phone in one of the member's groups (renew-redesign/group-proxy-setting),
 * from the group's menu: pick a proxy or none, then the per-phone results grid, whose failed phones
 * can be tried again (by id, through proxy-setting).
 */
export function GroupProxyDialog({ open, group, onClose }: { open: boolean; group: PhoneTreeGroup | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pick, setPick] = useState<ProxyPick>();
  const [isSubmitting, submit] = useSubmitting();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isResultsOpen, setResultsOpen] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: phoneKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: proxyKeys.all() });
  };
  const ok = () => {
    if (pick === undefined || group?.id == null) return;
    const groupId = group.id;
    const proxyId = proxyIdOf(pick);
    void submit(async () => {
      const [answer, phones] = await Promise.all([setGroupProxy(groupId, proxyId), namesOf(groupId)]);
      refresh();
      setOutcome({ proxyId, phones, results: answer.results, isRunning: false });
      setResultsOpen(true);
      setPick(undefined);
      onClose();
    }).catch(() => undefined); // a refusal (an empty group, a deleted proxy) is shown by the API client
  };
  const retry = (phoneIds: number[]) => {
    if (!outcome) return;
    setOutcome({ ...outcome, isRunning: true });
    setPhonesProxy(phoneIds, outcome.proxyId).then(
      (answer) => {
        refresh();
        setOutcome({ ...outcome, results: answer.results, isRunning: false });
      },
      () => setOutcome({ ...outcome, isRunning: false }),
    );
  };

  return (
    <>
      <Modal
        open={open}
        title={t('phones.proxySetting.groupTitle', { group: group?.name ?? '' })}
        onCancel={onClose}
        onOk={ok}
        okText={t('phones.confirm.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={isSubmitting}
        okButtonProps={{ disabled: pick === undefined, 'data-testid': 'group-proxy-submit' } as never}
        modalRender={(node) => <div data-testid="group-proxy-dialog">{node}</div>}
      >
        <p className="ph-dialog__intro">{t('phones.proxySetting.groupIntro', { count: group?.count ?? 0 })}</p>
        <ProxyPicker open={open} pick={pick} onPick={setPick} />
      </Modal>
      {outcome && (
        <ResultsDialog
          open={isResultsOpen}
          title={t('phones.results.title', { action: t('phones.action.proxy') })}
          phones={outcome.phones}
          results={outcome.results}
          isRunning={outcome.isRunning}
          onRetryFailed={retry}
          onClose={() => setResultsOpen(false)}
        />
      )}
    </>
  );
}
