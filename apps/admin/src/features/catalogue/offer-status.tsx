import type { QueryKey } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { useConfirmAction } from '../../shared/list';

export const CATALOGUE_UPDATE = 'trade:catalogue:update';

/** On sale or withdrawn: the tag in a row. */
export function OfferStatusTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? <Tag color="success">{t('catalogueAdmin.onSale')}</Tag> : <Tag>{t('catalogueAdmin.withdrawn')}</Tag>;
}

interface OfferStatusActionProps {
  id: number;
  enabled: boolean;
  /** The confirmation's title and text for withdrawing and for putting back. */
  disable: { title: string; content: string };
  enable: { title: string; content?: string };
  send(input: { id: number; enabled: boolean }): Promise<unknown>;
  invalidate: QueryKey[];
}

/** Withdraw from sale or put back, after a confirmation (specs and packages alike). */
export function OfferStatusAction({ id, enabled, disable, enable, send, invalidate }: OfferStatusActionProps) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const words = enabled ? disable : enable;
  return (
    <Authorized permissions={[CATALOGUE_UPDATE]}>
      <Button
        type="link"
        size="small"
        danger={enabled}
        onClick={() =>
          confirm({
            ...words,
            danger: enabled,
            action: () => send({ id, enabled: !enabled }),
            invalidate,
          })
        }
        data-testid={`${enabled ? 'disable' : 'enable'}-${id}`}
      >
        {enabled ? t('catalogueAdmin.disable') : t('catalogueAdmin.enable')}
      </Button>
    </Authorized>
  );
}
