import { ACCREDIT_OPERATE, BUSINESS_STATUS, BUSINESS_STATUS_CODES, DICT_TYPES, type AccreditRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { useDict } from '../../../shared/front/use-front-lists';

/** The pieces both authorization lists (and the recall dialog) show a grant with. */

/** The phone: its name over its ID (the owlId the member knows it by). */
export function GrantPhone({ alias, owlId }: { alias: string; owlId: string }) {
  return (
    <span className="sh-phone">
      {alias && <strong>{alias}</strong>}
      <span className="sh-phone__id" data-testid="grant-owl-id">
        {owlId}
      </span>
    </span>
  );
}

export function GrantTags({ tags }: { tags: AccreditRow['phoneTags'] }) {
  if (!tags.length) return <span className="sh-muted">—</span>;
  return (
    <span className="sh-tags">
      {tags.map((tag) => (
        <span key={tag.id} className="sh-tag">
          {tag.name}
        </span>
      ))}
    </span>
  );
}

/** View only or operate (spec point 4: 2 operates, any other value views). */
export function GrantType({ type }: { type: number }) {
  const { t } = useTranslation();
  const kind = type === ACCREDIT_OPERATE ? 'operate' : 'view';
  return (
    <span className={`sh-type-tag is-${kind}`} data-testid="grant-type" data-type={kind}>
      {t(`sharing.type.${kind}`)}
    </span>
  );
}

type BusinessStatusCode = (typeof BUSINESS_STATUS_CODES)[number];
const isKnownStatus = (status: number): status is BusinessStatusCode => (BUSINESS_STATUS_CODES as readonly number[]).includes(status);

/** The phone's business status: 1 green ("normal"), any other red, labelled from the status dictionary (spec point 4). */
export function BusinessStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const dictionary = useDict(DICT_TYPES.businessStatus);
  return (
    <span
      className={`sh-status ${status === BUSINESS_STATUS.normal ? 'is-green' : 'is-red'}`}
      data-testid="grant-status"
      data-status={status}
    >
      <i aria-hidden />
      {dictionary.get(String(status))?.dictLabel ??
        t(isKnownStatus(status) ? `sharing.businessStatus.${status}` : 'sharing.businessStatus.unknown')}
    </span>
  );
}

/** One grant in a sentence-like line: phone, grantee, type and expiry (the recall dialog's list). */
export function GrantLine({ row }: { row: AccreditRow }) {
  const { t } = useTranslation();
  return (
    <li className="sh-grant-line" data-testid="recall-grant" data-relation-id={row.relationId}>
      <GrantPhone alias={row.phoneAlias} owlId={row.owlId} />
      <span>
        {t('sharing.columns.grantee')}: {row.subMemberPhone}
      </span>
      <GrantType type={row.accreditType} />
      <span className="sh-muted">{t('sharing.expiresAt', { time: formatTime(row.expireTime) })}</span>
    </li>
  );
}
