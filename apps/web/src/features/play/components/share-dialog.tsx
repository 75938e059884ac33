import { SHARE_LINK_MINUTES, type CreatedShareLink, type ShareLink } from '@cloudphone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Modal, Popconfirm, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/interaction';
import { toast } from '../../../shared/ui/overlay-store';
import { createShareLink, listShareLinks, revokeShareLink } from '../api/share-links';

const linksKey = (phoneId: number) => ['share-links', phoneId] as const;
const when = (ms: number) => new Date(ms).toLocaleString();

/**
 * The owner shares the phone's live screen: pick how long the link lasts, create it, copy it (it
 * is shown this once: only a hash is kept), and see or revoke the links still open.
 */
export function ShareDialog({ phoneId, open, onClose }: { phoneId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<number>(SHARE_LINK_MINUTES[1]);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [isCreatedRevoked, setCreatedRevoked] = useState(false);
  const links = useQuery({ queryKey: linksKey(phoneId), queryFn: () => listShareLinks(phoneId), enabled: open });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: linksKey(phoneId) });
  const create = useMutation({
    mutationFn: () => createShareLink({ phoneId, expireMinutes: minutes }),
    onSuccess: (link) => {
      setCreated(link);
      setCreatedRevoked(false);
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_done, id) => {
      toast.success(t('play.share.revoked'));
      // The revoked link leaves the list at once, and the link just created says it no longer works.
      queryClient.setQueryData(linksKey(phoneId), (list: ShareLink[] | undefined) => list?.filter((link) => link.id !== id));
      if (created?.id === id) setCreatedRevoked(true);
      refresh();
    },
  });
  const url = created ? `${window.location.origin}${created.path}` : '';

  return (
    <Modal
      open={open}
      title={t('play.share.dialogTitle')}
      onCancel={() => {
        setCreated(null);
        onClose();
      }}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <div className="pl-share" data-testid="share-dialog">
        <p className="pl-share__intro">{t('play.share.intro')}</p>
        <div className="pl-share__row">
          <span>{t('play.share.lifetime')}</span>
          <Radio.Group
            value={minutes}
            onChange={(event) => setMinutes(event.target.value as number)}
            optionType="button"
            options={SHARE_LINK_MINUTES.map((value) => ({ value, label: t(`play.share.lifetimes.${value}`) }))}
          />
          <Button type="primary" loading={create.isPending} onClick={() => create.mutate()} data-testid="share-create">
            {t('play.share.create')}
          </Button>
        </div>
        {created && (
          <div
            className={`pl-share__created${isCreatedRevoked ? ' is-revoked' : ''}`}
            data-testid="share-created"
            data-state={isCreatedRevoked ? 'revoked' : 'open'}
          >
            {isCreatedRevoked ? (
              <Typography.Text type="danger">{t('play.share.createdRevoked')}</Typography.Text>
            ) : (
              <Typography.Text type="success">{t('play.share.created')}</Typography.Text>
            )}
            <div className="pl-share__url">
              {isCreatedRevoked ? <del data-testid="share-url">{url}</del> : <code data-testid="share-url">{url}</code>}
              {!isCreatedRevoked && (
                <Button onClick={() => void copyText(url).then(() => toast.success(t('play.share.copied')))} data-testid="share-copy">
                  {t('play.share.copy')}
                </Button>
              )}
            </div>
          </div>
        )}
        <h4 className="pl-share__heading">{t('play.share.openLinks')}</h4>
        {links.data?.length ? (
          <ul className="pl-share__list" data-testid="share-links">
            {links.data.map((link) => (
              <li key={link.id} data-testid="share-link" data-link-id={link.id}>
                <span>
                  {t('play.share.createdAt', { time: when(link.createdAt) })} · {t('play.share.expiresAt', { time: when(link.expiresAt) })}
                </span>
                <Popconfirm
                  title={t('play.share.revokeConfirm')}
                  onConfirm={() => revoke.mutateAsync(link.id)}
                  okButtonProps={{ 'data-testid': 'share-revoke-confirm' }}
                >
                  <Button danger size="small" data-testid="share-revoke">
                    {t('play.share.revoke')}
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('play.share.none')} />
        )}
      </div>
    </Modal>
  );
}
