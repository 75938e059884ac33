import type { KeyAccountLeadRow } from '@cloudphone/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';

/** My latest enquiry: when it was sent and what it said, the reply once there is one, and a way to send another. */
export function LeadStatus({ lead, onAgain }: { lead: KeyAccountLeadRow; onAgain(): void }) {
  const { t } = useTranslation();
  const isAnswered = Boolean(lead.replyContent);
  return (
    <div className="ka-lead" data-testid="lead-status" data-answered={isAnswered}>
      <p className="ka-intro" data-testid="lead-submitted">
        {t('keyAccount.prospect.lead.submittedAt', { time: formatTime(lead.createTime) })}
      </p>
      <p className="ka-lead__summary">
        {t('keyAccount.prospect.lead.summary', {
          company: lead.company,
          contact: lead.contact,
          phone: lead.phone,
          fleetSize: lead.fleetSize,
        })}
      </p>
      {lead.message && <p className="ka-lead__text">{lead.message}</p>}
      {isAnswered ? (
        <div className="ka-lead__reply" data-testid="lead-reply">
          <div className="ka-lead__reply-head">
            <span>{t('keyAccount.prospect.lead.reply')}</span>
            {lead.replyTime !== null && (
              <time className="ka-intro">{t('keyAccount.prospect.lead.repliedAt', { time: formatTime(lead.replyTime) })}</time>
            )}
          </div>
          <p className="ka-lead__text">{lead.replyContent}</p>
        </div>
      ) : (
        <p className="ka-lead__waiting" data-testid="lead-waiting">
          {t('keyAccount.prospect.lead.waiting')}
        </p>
      )}
      <Button onClick={onAgain} data-testid="lead-again">
        {t('keyAccount.prospect.lead.again')}
      </Button>
    </div>
  );
}
