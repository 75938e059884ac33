import {
  frontAdminApi,
  type BrandingInput,
  type CustomerServiceEntryInput,
  type CustomerServiceEntryUpdateInput,
  type CustomerServiceQueryInput,
  type GlobalConfigSettingsInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = frontAdminApi;

export const CUSTOMER_SERVICE_LIST = ['front', 'customer-service'] as const;
export const GLOBAL_CONFIG = ['front', 'global-config'] as const;
export const BRANDING = ['front', 'branding'] as const;

export const customerServicePage = (query: CustomerServiceQueryInput) => call(endpoints.customerServicePage, query);
/** The dialogs show a refusal themselves (passErrors). */
export const createCustomerService = (input: CustomerServiceEntryInput) =>
  call(endpoints.createCustomerService, input, { passErrors: true });
export const updateCustomerService = (input: CustomerServiceEntryUpdateInput, passErrors = true) =>
  call(endpoints.updateCustomerService, input, { passErrors });
export const deleteCustomerService = (id: number) => call(endpoints.deleteCustomerService, { id });

export const globalConfig = () => call(endpoints.globalConfig);
export const setGlobalConfig = (input: GlobalConfigSettingsInput) => call(endpoints.setGlobalConfig, input, { passErrors: true });

export const branding = () => call(endpoints.branding);
export const setBranding = (input: BrandingInput) => call(endpoints.setBranding, input, { passErrors: true });
