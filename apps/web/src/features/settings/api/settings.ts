import { CUSTOMER_SERVICE_TYPES, frontApi } from '@cloudphone/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** Spec point 9: one entry for the group contact, ten for the contact list. */
export const GROUP_PAGE_SIZE = 1;
export const CONTACT_PAGE_SIZE = 10;

export const settingsKeys = {
  group: () => ['settings', 'customer-service', 'group'] as const,
  contacts: () => ['settings', 'customer-service', 'contacts'] as const,
};

/** The group contact (type 2): its name and join link, or null when the operator set none. */
export const groupContactQuery = () =>
  queryOptions({
    queryKey: settingsKeys.group(),
    queryFn: () =>
      call(frontApi.endpoints.customerService, { pageNo: 1, pageSize: GROUP_PAGE_SIZE, type: CUSTOMER_SERVICE_TYPES.group }).then(
        (page) => page.list[0] ?? null,
      ),
    staleTime: 60_000,
  });

/** The contact list (type 1): name, WeChat contact and the operator's HTML. */
export const contactsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.contacts(),
    queryFn: () =>
      call(frontApi.endpoints.customerService, { pageNo: 1, pageSize: CONTACT_PAGE_SIZE, type: CUSTOMER_SERVICE_TYPES.contact }).then(
        (page) => page.list,
      ),
    staleTime: 60_000,
  });
