import {
  EMAIL_PATTERN,
  OPERATOR_NICK_NAME_MAX,
  OPERATOR_REMARK_MAX,
  OPERATOR_USER_NAME_PATTERN,
  PHONE_PATTERN,
  type OperatorRole,
  type OperatorRoleInfo,
  type OperatorRow,
} from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { createOperator, OPERATORS_LIST, updateOperator } from './api';
import { passwordRules } from './password-rules';
import { RoleOption } from './roles';

interface OperatorValues {
  userName: string;
  nickName: string;
  password?: string;
  roles: OperatorRole[];
  email?: string;
  mobile?: string;
  remark?: string;
}

/** `{ operator: null }` adds an operator, `{ operator }` edits one (not the password: reset does that); null is closed. */
export type OperatorTarget = { operator: OperatorRow | null } | null;

/** Adds or edits an operator: user name, nickname, roles, contacts; a new one gets a password. */
export function OperatorDialog({ target, roles, onClose }: { target: OperatorTarget; roles: OperatorRoleInfo[]; onClose(): void }) {
  const { t } = useTranslation();
  const editing = target?.operator ?? null;
  const submit = ({ password, ...values }: OperatorValues) => {
    const fields = { ...values, email: values.email?.trim() || null, mobile: values.mobile?.trim() || null, remark: values.remark || null };
    return editing ? updateOperator({ ...fields, userId: editing.userId }) : createOperator({ ...fields, password: password ?? '' });
  };
  return (
    <FormDialog<OperatorValues>
      open={target !== null}
      title={editing ? t('operatorsAdmin.editTitle') : t('operatorsAdmin.add')}
      initialValues={
        editing
          ? {
              userName: editing.userName,
              nickName: editing.nickName,
              // The server only stores the contract's role keys.
              roles: editing.roles as OperatorRole[],
              email: editing.email ?? '',
              mobile: editing.mobile ?? '',
              remark: editing.remark ?? '',
            }
          : { roles: [] }
      }
      onSubmit={submit}
      onClose={onClose}
      success={editing ? t('operatorsAdmin.saved') : t('operatorsAdmin.created')}
      invalidate={[OPERATORS_LIST]}
      width={640}
      testId="operator-dialog"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="userName"
            label={t('operatorsAdmin.userName')}
            extra={t('operatorsAdmin.userNameHint')}
            rules={[
              { required: true, whitespace: true, message: tm('operators.userName.required') },
              { pattern: OPERATOR_USER_NAME_PATTERN, message: tm('operators.userName.rule') },
            ]}
          >
            <Input maxLength={30} autoComplete="off" data-testid="field-user-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="nickName"
            label={t('operatorsAdmin.nickName')}
            rules={[
              { required: true, whitespace: true, message: tm('operators.nickName.required') },
              { max: OPERATOR_NICK_NAME_MAX, message: tm('operators.nickName.length') },
            ]}
          >
            <Input maxLength={OPERATOR_NICK_NAME_MAX} data-testid="field-nick-name" />
          </Form.Item>
        </Col>
        {!editing && (
          <Col xs={24}>
            <Form.Item
              name="password"
              label={t('operatorsAdmin.password')}
              extra={t('operatorsAdmin.passwordHint')}
              rules={passwordRules()}
            >
              <Input.Password autoComplete="new-password" data-testid="field-password" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item
            name="roles"
            label={t('operatorsAdmin.roles')}
            rules={[{ required: true, type: 'array', min: 1, message: tm('operators.roles.required') }]}
          >
            <Select
              mode="multiple"
              options={roles.map((role) => ({ value: role.roleKey, label: role.roleName, role }))}
              optionRender={(option) => <RoleOption role={option.data.role} />}
              data-testid="field-roles"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('operatorsAdmin.email')}
            rules={[{ pattern: EMAIL_PATTERN, message: tm('validation.email.invalid') }]}
          >
            <Input maxLength={100} data-testid="field-email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="mobile"
            label={t('operatorsAdmin.mobile')}
            rules={[{ pattern: PHONE_PATTERN, message: tm('validation.phone.invalid') }]}
          >
            <Input maxLength={11} data-testid="field-mobile" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="remark"
            label={t('operatorsAdmin.remark')}
            rules={[{ max: OPERATOR_REMARK_MAX, message: tm('operators.remark.length') }]}
          >
            <Input.TextArea rows={2} maxLength={OPERATOR_REMARK_MAX} showCount data-testid="field-remark" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
