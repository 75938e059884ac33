import { phoneGroupsApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

const { endpoints } = phoneGroupsApi;

/** The new group's id. */
export const createGroup = (name: string) => call(endpoints.create, { name });
export const renameGroup = (id: number, name: string) => call(endpoints.rename, { id, name });
/** Its phones become ungrouped. */
export const deleteGroup = (id: number) => call(endpoints.remove, { id });
