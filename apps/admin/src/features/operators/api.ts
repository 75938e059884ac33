import {
  operatorRolesAdminApi,
  operatorsAdminApi,
  type ChangeOperatorStatusInput,
  type CreateOperatorInput,
  type OperatorPageQueryInput,
  type ResetOperatorPasswordInput,
  type UpdateOperatorInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = operatorsAdminApi;

export const USER_CREATE = 'system:user:create';
export const USER_UPDATE = 'system:user:update';
export const USER_DELETE = 'system:user:delete';
export const USER_EXPORT = 'system:user:export';
export const USER_IMPORT = 'system:user:import';
export const USER_RESET_PWD = 'system:user:resetPwd';

export const OPERATORS_LIST = ['operators', 'page'] as const;
export const ROLES = ['operators', 'roles'] as const;

/** The list's filters: user name contains, status 0 enabled / 1 disabled. */
export type OperatorFilters = Pick<OperatorPageQueryInput, 'userName' | 'status'>;

export const operatorPage = (query: OperatorPageQueryInput) => call(endpoints.list, query);
export const operatorRoles = () => call(operatorRolesAdminApi.endpoints.listAllSimple);
/** The dialogs show a refusal (a taken user name, a weak password, yourself) themselves. */
export const createOperator = (input: CreateOperatorInput) => call(endpoints.create, input, { passErrors: true });
export const updateOperator = (input: UpdateOperatorInput) => call(endpoints.update, input, { passErrors: true });
export const resetOperatorPassword = (input: ResetOperatorPasswordInput) => call(endpoints.resetPwd, input, { passErrors: true });
/** Confirmed row actions: the client shows a refusal. */
export const changeOperatorStatus = (input: ChangeOperatorStatusInput) => call(endpoints.changeStatus, input);
export const deleteOperator = (userId: number) => call(endpoints.remove, { userId });
export const operatorExport = endpoints.export;
export const operatorImportTemplate = endpoints.importTemplate;
