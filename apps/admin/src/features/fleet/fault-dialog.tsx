import { FAULT_OPERATIONS, type FaultInput } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { FLEET_HOSTS, FLEET_PHONES, injectFault } from './api';

const FAULT_KINDS = ['fail-next', 'offline', 'maintenance', 'recover'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

interface FaultValues {
  owlId: string;
  kind: FaultKind;
  operation?: (typeof FAULT_OPERATIONS)[number];
}

interface FaultDialogProps {
  open: boolean;
  /** The selected phone's ID, when one is selected. */
  owlId?: string;
  onClose(): void;
}

/** The simulator's fault injection (POST /admin-api/devices/fault): for testing how the console copes. */
export function FaultDialog({ open, owlId, onClose }: FaultDialogProps) {
  const { t } = useTranslation();

  const send = async ({ owlId, kind, operation }: FaultValues) => {
    const fault: FaultInput['fault'] = kind === 'fail-next' ? { kind, operation: operation! } : { kind };
    await injectFault({ owlId: owlId.trim(), fault });
  };

  return (
    <FormDialog<FaultValues>
      open={open}
      title={t('fleetAdmin.phones.fault.title')}
      initialValues={{ owlId: owlId ?? '', kind: 'fail-next', operation: 'reboot' }}
      onSubmit={send}
      onClose={onClose}
      success={t('fleetAdmin.phones.fault.done')}
      invalidate={[FLEET_PHONES, FLEET_HOSTS]}
      okText={t('fleetAdmin.phones.fault.submit')}
      testId="fault-dialog"
    >
      {(form) => (
        <>
          <Typography.Paragraph type="secondary">{t('fleetAdmin.phones.fault.hint')}</Typography.Paragraph>
          <Form.Item
            name="owlId"
            label={t('fleetAdmin.phones.fault.owlId')}
            rules={[{ required: true, whitespace: true, message: tm('fleet.fault.owlId') }]}
          >
            <Input maxLength={32} className="adm-fleet__owl" data-testid="fault-owlId" />
          </Form.Item>
          <Form.Item name="kind" label={t('fleetAdmin.phones.fault.kind')} rules={[{ required: true }]}>
            <Select
              options={FAULT_KINDS.map((kind) => ({ value: kind, label: t(`fleetAdmin.phones.fault.kinds.${kind}`) }))}
              data-testid="fault-kind"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['kind']}>
            {() =>
              form.getFieldValue('kind') === 'fail-next' && (
                <Form.Item
                  name="operation"
                  label={t('fleetAdmin.phones.fault.operation')}
                  rules={[{ required: true, message: t('fleetAdmin.phones.fault.operationRequired') }]}
                >
                  <Select
                    options={FAULT_OPERATIONS.map((operation) => ({
                      value: operation,
                      label: t(`fleetAdmin.phones.fault.operations.${operation}`),
                    }))}
                    data-testid="fault-operation"
                  />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
