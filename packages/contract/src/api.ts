import { frontAdminApi, frontApi, memberAdminApi, memberApi, shellApi } from './console.endpoints.js';
import { frontAdminSchemas, frontSchemas, memberAdminSchemas, memberSchemas, shellSchemas } from './console.schemas.js';
import { feedbackAdminApi, feedbackApi, noticesAdminApi, noticesApi } from './notices.endpoints.js';
import { feedbackAdminSchemas, feedbackSchemas, noticesAdminSchemas, noticesSchemas } from './notices.schemas.js';
import { accountApi } from './account.endpoints.js';
import { accountSchemas } from './account.schemas.js';
import { memberAuthApi, memberSessionApi } from './auth.endpoints.js';
import { memberAuthSchemas, memberSessionSchemas } from './auth.schemas.js';
import type { ApiArea, Endpoint, EndpointSchema } from './endpoint.js';
import { offersAdminApi, offersApi } from './offers.endpoints.js';
import { offersAdminSchemas, offersSchemas } from './offers.schemas.js';
import { ordersAdminApi, ordersApi } from './orders.endpoints.js';
import { pointsApi } from './points.endpoints.js';
import { redeemCodesAdminApi, redeemCodesApi } from './redeem-codes.endpoints.js';
import { redeemCodesAdminSchemas, redeemCodesSchemas } from './redeem-codes.schemas.js';
import { pointsSchemas } from './points.schemas.js';
import { ordersAdminSchemas, ordersSchemas } from './orders.schemas.js';
import { operatorAuthApi, operatorSessionApi } from './operator.endpoints.js';
import { operatorAuthSchemas, operatorSessionSchemas } from './operator.schemas.js';
import { phoneGroupsApi, phoneTagsApi } from './groups-tags.endpoints.js';
import { phoneGroupsSchemas, phoneTagsSchemas } from './groups-tags.schemas.js';
import { customizationCatalogueApi, phoneOperationsApi, phonesApi } from './phones.endpoints.js';
import { customizationCatalogueSchemas, phoneOperationsSchemas, phonesSchemas } from './phones.schemas.js';
import { playApi, sharedScreenApi, shareLinksApi } from './play.endpoints.js';
import { playSchemas, sharedScreenSchemas, shareLinksSchemas } from './play.schemas.js';
import { popupNoticesAdminApi, popupNoticesApi } from './popup-notices.endpoints.js';
import { pushApi, uploadsApi } from './uploads.endpoints.js';
import { pushSchemas, uploadsSchemas } from './uploads.schemas.js';
import { popupNoticesAdminSchemas, popupNoticesSchemas } from './popup-notices.schemas.js';
import { accreditApi, transferApi } from './sharing.endpoints.js';
import { accreditSchemas, transferSchemas } from './sharing.schemas.js';
import { keyAccountApi, subAccountsApi } from './sub-accounts.endpoints.js';
import { proxiesApi, proxyGroupsApi, proxySettingApi } from './proxies.endpoints.js';
import { proxiesSchemas, proxyGroupsSchemas, proxySettingSchemas } from './proxies.schemas.js';
import { keyAccountSchemas, subAccountsSchemas } from './sub-accounts.schemas.js';
import { phoneLabelsApi } from './phone-labels.endpoints.js';
import { phoneLabelsSchemas } from './phone-labels.schemas.js';
import { membersAdminApi } from './members-admin.endpoints.js';
import { membersAdminSchemas } from './members-admin.schemas.js';
import { dashboardAdminApi } from './dashboard.endpoints.js';
import { dashboardAdminSchemas } from './dashboard.schemas.js';
import { fleetAdminApi, fleetFaultsAdminApi } from './fleet-admin.endpoints.js';
import { fleetAdminSchemas, fleetFaultsAdminSchemas } from './fleet-admin.schemas.js';
import { operatorRolesAdminApi, operatorsAdminApi } from './operators-admin.endpoints.js';
import { operatorRolesAdminSchemas, operatorsAdminSchemas } from './operators-admin.schemas.js';
import { operateLogAdminApi } from './operate-log.endpoints.js';
import { operateLogAdminSchemas } from './operate-log.schemas.js';
import { brandImagesAdminApi, brandImagesApi, configAdminApi, dictDataAdminApi, dictTypeAdminApi } from './system-admin.endpoints.js';
import {
  brandImagesAdminSchemas,
  brandImagesSchemas,
  configAdminSchemas,
  dictDataAdminSchemas,
  dictTypeAdminSchemas,
} from './system-admin.schemas.js';

export interface ApiAreaWithSchemas {
  area: ApiArea;
  schemas: Record<string, EndpointSchema<Endpoint>>;
}

/**
 * Every area declared as endpoints, with its schemas (decision 020): the route table as data,
 * which the server serves and the tests walk (the console imports single areas' endpoints, never
 * this: it would load the schemas). Areas still written by hand in the server join it as they
 * move over.
 */
export const API_AREAS: readonly ApiAreaWithSchemas[] = [
  { area: memberAuthApi, schemas: memberAuthSchemas },
  { area: memberSessionApi, schemas: memberSessionSchemas },
  { area: phonesApi, schemas: phonesSchemas },
  { area: phoneOperationsApi, schemas: phoneOperationsSchemas },
  { area: customizationCatalogueApi, schemas: customizationCatalogueSchemas },
  { area: uploadsApi, schemas: uploadsSchemas },
  { area: pushApi, schemas: pushSchemas },
  { area: playApi, schemas: playSchemas },
  { area: shareLinksApi, schemas: shareLinksSchemas },
  { area: sharedScreenApi, schemas: sharedScreenSchemas },
  { area: phoneGroupsApi, schemas: phoneGroupsSchemas },
  { area: phoneTagsApi, schemas: phoneTagsSchemas },
  { area: phoneLabelsApi, schemas: phoneLabelsSchemas },
  { area: popupNoticesApi, schemas: popupNoticesSchemas },
  { area: popupNoticesAdminApi, schemas: popupNoticesAdminSchemas },
  { area: memberApi, schemas: memberSchemas },
  { area: memberAdminApi, schemas: memberAdminSchemas },
  { area: noticesApi, schemas: noticesSchemas },
  { area: noticesAdminApi, schemas: noticesAdminSchemas },
  { area: feedbackApi, schemas: feedbackSchemas },
  { area: feedbackAdminApi, schemas: feedbackAdminSchemas },
  { area: accountApi, schemas: accountSchemas },
  { area: shellApi, schemas: shellSchemas },
  { area: frontApi, schemas: frontSchemas },
  { area: frontAdminApi, schemas: frontAdminSchemas },
  { area: offersApi, schemas: offersSchemas },
  { area: offersAdminApi, schemas: offersAdminSchemas },
  { area: ordersApi, schemas: ordersSchemas },
  { area: ordersAdminApi, schemas: ordersAdminSchemas },
  { area: pointsApi, schemas: pointsSchemas },
  { area: redeemCodesApi, schemas: redeemCodesSchemas },
  { area: redeemCodesAdminApi, schemas: redeemCodesAdminSchemas },
  { area: accreditApi, schemas: accreditSchemas },
  { area: transferApi, schemas: transferSchemas },
  { area: subAccountsApi, schemas: subAccountsSchemas },
  { area: keyAccountApi, schemas: keyAccountSchemas },
  { area: proxiesApi, schemas: proxiesSchemas },
  { area: proxyGroupsApi, schemas: proxyGroupsSchemas },
  { area: proxySettingApi, schemas: proxySettingSchemas },
  { area: operatorAuthApi, schemas: operatorAuthSchemas },
  { area: operatorSessionApi, schemas: operatorSessionSchemas },
  { area: fleetAdminApi, schemas: fleetAdminSchemas },
  { area: fleetFaultsAdminApi, schemas: fleetFaultsAdminSchemas },
  { area: membersAdminApi, schemas: membersAdminSchemas },
  { area: dashboardAdminApi, schemas: dashboardAdminSchemas },
  { area: operatorsAdminApi, schemas: operatorsAdminSchemas },
  { area: operatorRolesAdminApi, schemas: operatorRolesAdminSchemas },
  { area: operateLogAdminApi, schemas: operateLogAdminSchemas },
  { area: dictTypeAdminApi, schemas: dictTypeAdminSchemas },
  { area: dictDataAdminApi, schemas: dictDataAdminSchemas },
  { area: configAdminApi, schemas: configAdminSchemas },
  { area: brandImagesAdminApi, schemas: brandImagesAdminSchemas },
  { area: brandImagesApi, schemas: brandImagesSchemas },
];
