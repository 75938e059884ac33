import { InfoCircleOutlined } from '@ant-design/icons';
import { OPERATOR_ROLE_KEYS, type OperatorRoleInfo } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Button, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { operatorRoles, ROLES } from './api';

const COLORS: Record<string, string> = { admin: 'red', ops: 'blue', finance: 'gold' };
const KNOWN = new Set<string>(OPERATOR_ROLE_KEYS);

/**
 * The roles with their names in the operator's language (the roles endpoint); until it answers,
 * the contract's own names, so the list never shows bare keys for long.
 */
export function useRoles(): OperatorRoleInfo[] {
  const { i18n } = useTranslation();
  const roles = useQuery({ queryKey: [...ROLES, i18n.language], queryFn: operatorRoles, staleTime: 5 * 60_000 });
  return roles.data ?? OPERATOR_ROLE_KEYS.map((roleKey) => ({ roleKey, roleName: tm(`operators.role.${roleKey}`), permissions: [] }));
}

/** What a role may do, in a line. */
export function roleDescription(t: TFunction, role: Pick<OperatorRoleInfo, 'roleKey' | 'permissions'>): string {
  return KNOWN.has(role.roleKey)
    ? t(`operatorsAdmin.roleDesc.${role.roleKey as 'admin'}`)
    : t('operatorsAdmin.roleDesc.other', { count: role.permissions.length });
}

/** An operator's roles as tags; hovering one says what it may do. */
export function RoleTags({ keys, roles }: { keys: readonly string[]; roles: OperatorRoleInfo[] }) {
  const { t } = useTranslation();
  return (
    <Space size={[0, 4]} wrap>
      {keys.map((key) => {
        const role = roles.find((r) => r.roleKey === key) ?? { roleKey: key, roleName: key, permissions: [] };
        return (
          <Tooltip key={key} title={roleDescription(t, role)}>
            <Tag color={COLORS[key]} data-testid={`role-${key}`}>
              {role.roleName}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** A role in the roles picker: its name and what it may do. */
export function RoleOption({ role }: { role: OperatorRoleInfo }) {
  const { t } = useTranslation();
  return (
    <div className="adm-operators__role-option">
      <Tag color={COLORS[role.roleKey]}>{role.roleName}</Tag>
      <Typography.Text type="secondary" className="adm-operators__role-desc">
        {roleDescription(t, role)}
      </Typography.Text>
    </div>
  );
}

/** The toolbar's "what the roles may do": every role with its description. */
export function RolesGuide({ roles }: { roles: OperatorRoleInfo[] }) {
  const { t } = useTranslation();
  return (
    <Popover
      title={t('operatorsAdmin.rolesGuide')}
      trigger="click"
      content={
        <ul className="adm-operators__guide" data-testid="roles-guide">
          {roles.map((role) => (
            <li key={role.roleKey}>
              <RoleOption role={role} />
            </li>
          ))}
        </ul>
      }
    >
      <Button icon={<InfoCircleOutlined />} data-testid="roles-guide-button">
        {t('operatorsAdmin.rolesGuide')}
      </Button>
    </Popover>
  );
}
