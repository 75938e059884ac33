import {
  membersAdminApi,
  type AdminMemberFilterInput,
  type AdminMemberPageQueryInput,
  type ResetMemberPasswordInput,
  type UpdateMemberStatusInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = membersAdminApi;

export const MEMBER_QUERY = 'member:member:query';
export const MEMBER_UPDATE = 'member:member:update';
export const MEMBER_EXPORT = 'member:member:export';

export const MEMBERS = ['members', 'page'] as const;
export const MEMBER_DETAIL = ['members', 'detail'] as const;

/** The search form's values, as the page and the export take them. */
export interface MemberFilters {
  phone?: string;
  id?: number | null;
  channelCode?: string;
  status?: number;
}

/** The form's values as the server's filters: typed text trimmed, what is empty left out. */
export function memberQuery({ phone, id, channelCode, status }: MemberFilters): AdminMemberFilterInput {
  return {
    phone: phone?.trim() || undefined,
    id: id ?? undefined,
    channelCode: channelCode?.trim() || undefined,
    status,
  };
}

export const memberPage = ({ pageNo, pageSize, ...filters }: MemberFilters & { pageNo: number; pageSize: number }) =>
  call(endpoints.page, { ...memberQuery(filters), pageNo, pageSize } satisfies AdminMemberPageQueryInput);
/** The detail page shows a refusal (an unknown member) itself. */
export const memberDetail = (id: number) => call(endpoints.get, { id }, { passErrors: true });
/** A confirmed action: the client shows a refusal (a deleted member, an owner's disable). */
export const updateMemberStatus = (input: UpdateMemberStatusInput) => call(endpoints.updateStatus, input);
/** The dialog shows a refusal (a weak password, a deleted member) itself. */
export const resetMemberPassword = (input: ResetMemberPasswordInput) => call(endpoints.resetPassword, input, { passErrors: true });
export const memberExport = endpoints.export;
