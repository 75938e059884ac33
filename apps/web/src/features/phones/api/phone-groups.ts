import { api } from '../../../shared/api/http';

const BASE = '/app-api/trade/phone-group';

/** POST phone-group/create → the new group's id. */
export const createGroup = (name: string) => api.post<number>(`${BASE}/create`, { name });
/** POST phone-group/update. */
export const renameGroup = (id: number, name: string) => api.post<boolean>(`${BASE}/update`, { id, name });
/** POST phone-group/delete: its phones become ungrouped. */
export const deleteGroup = (id: number) => api.post<boolean>(`${BASE}/delete`, { id });
