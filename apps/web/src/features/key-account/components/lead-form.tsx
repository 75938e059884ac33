import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitGuard } from '../../../shared/interaction/use-submit-guard';
import { toast } from '../../../shared/ui/overlay-store';
import { keyAccountKeys } from '../api/key-account-keys';
import { createLead } from '../api/leads';
import { LEAD_LIMITS, leadRules } from '../lead-rules';

interface LeadFields {
  company: string;
  contact: string;
  phone: string;
  fleetSize: number | null;
  message?: string;
}

/** Checked as the member types and when a field loses focus, like the feedback dialog. */
const VALIDATE_ON = ['onChange', 'onBlur'];

/**
 * The enquiry about the enterprise offer (issue 18): company, contact, phone, fleet size and a
 * message, checked as KeyAccountLeadSchema checks them; sent, it is stored for the operator, who
 * answers by message. On failure the form stays as typed (the API client has shown why).
 */
export function LeadForm({ onSent, onCancel }: { onSent(): void; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LeadFields>();
  const [isSending, setSending] = useState(false);
  const guard = useSubmitGuard();
  const rules = leadRules();

  /** Called by the form once every field passed its rules. */
  const send = (values: LeadFields) =>
    guard.run(async () => {
      setSending(true);
      try {
        await createLead({
          company: values.company.trim(),
          contact: values.contact.trim(),
          phone: values.phone.trim(),
          fleetSize: values.fleetSize ?? 0,
          message: values.message?.trim() ?? '',
        });
        toast.success(t('keyAccount.prospect.form.sent'));
        form.resetFields();
        await queryClient.invalidateQueries({ queryKey: keyAccountKeys.lead() });
        onSent();
      } catch {
        // The API client has shown the server's message; the form keeps what was typed.
      } finally {
        setSending(false);
      }
    });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      className="ka-lead-form"
      data-testid="lead-form"
      onFinish={send}
      initialValues={{ fleetSize: null }}
    >
      <div className="ka-lead-form__row">
        <Form.Item name="company" label={t('keyAccount.prospect.form.company')} rules={rules.company} validateTrigger={VALIDATE_ON}>
          <Input maxLength={LEAD_LIMITS.company} autoComplete="organization" data-testid="lead-company" />
        </Form.Item>
        <Form.Item name="contact" label={t('keyAccount.prospect.form.contact')} rules={rules.contact} validateTrigger={VALIDATE_ON}>
          <Input maxLength={LEAD_LIMITS.contact} autoComplete="name" data-testid="lead-contact" />
        </Form.Item>
      </div>
      <div className="ka-lead-form__row">
        <Form.Item name="phone" label={t('keyAccount.prospect.form.phone')} rules={rules.phone} validateTrigger={VALIDATE_ON}>
          <Input maxLength={11} inputMode="tel" autoComplete="tel" data-testid="lead-phone" />
        </Form.Item>
        <Form.Item name="fleetSize" label={t('keyAccount.prospect.form.fleetSize')} rules={rules.fleetSize} validateTrigger={VALIDATE_ON}>
          <InputNumber<number>
            min={1}
            max={LEAD_LIMITS.fleetSize}
            precision={0}
            placeholder={t('keyAccount.prospect.form.fleetSizePlaceholder')}
            className="ka-lead-form__number"
            data-testid="lead-fleet-size"
          />
        </Form.Item>
      </div>
      <Form.Item name="message" label={t('keyAccount.prospect.form.message')} rules={rules.message} validateTrigger={VALIDATE_ON}>
        <Input.TextArea
          rows={3}
          maxLength={LEAD_LIMITS.message}
          showCount
          placeholder={t('keyAccount.prospect.form.messagePlaceholder')}
          data-testid="lead-message"
        />
      </Form.Item>
      <div className="ka-lead-form__actions">
        {onCancel && (
          <Button onClick={onCancel} data-testid="lead-cancel">
            {t('keyAccount.prospect.form.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={isSending} data-testid="lead-submit">
          {t('keyAccount.prospect.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
