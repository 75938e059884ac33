import { configAdminApi, type ConfigInput, type ConfigPageQueryInput, type ConfigUpdateInput } from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = configAdminApi;

export const CONFIG_CREATE = 'system:config:create';
export const CONFIG_UPDATE = 'system:config:update';
export const CONFIG_DELETE = 'system:config:delete';
export const CONFIG_EXPORT = 'system:config:export';

export const CONFIGS_LIST = ['configs', 'page'] as const;

/** The list's filters: name and key contain, built-in Y/N. */
export type ConfigFilters = Pick<ConfigPageQueryInput, 'configName' | 'configKey' | 'configType'>;

export const configPage = (query: ConfigPageQueryInput) => call(endpoints.list, query);
/** The dialog shows a refusal (a taken key, a bad value, a built-in key changed) itself. */
export const createConfig = (input: ConfigInput) => call(endpoints.create, input, { passErrors: true });
export const updateConfig = (input: ConfigUpdateInput) => call(endpoints.update, input, { passErrors: true });
/** A built-in setting is refused; the client shows the server's message. */
export const deleteConfig = (configId: number) => call(endpoints.remove, { configId });
export const clearConfigCache = () => call(endpoints.clearCache);
export const configExport = endpoints.export;
