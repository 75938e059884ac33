import { frontApi, memberAdminApi, memberApi, noticesAdminApi, noticesApi, shellApi } from './console.endpoints.js';
import { frontSchemas, memberAdminSchemas, memberSchemas, noticesAdminSchemas, noticesSchemas, shellSchemas } from './console.schemas.js';
import type { ApiArea, Endpoint, EndpointSchema } from './endpoint.js';
import { operatorAuthApi, operatorSessionApi } from './operator.endpoints.js';
import { operatorAuthSchemas, operatorSessionSchemas } from './operator.schemas.js';
import { phoneGroupsApi, phoneTagsApi } from './groups-tags.endpoints.js';
import { phoneGroupsSchemas, phoneTagsSchemas } from './groups-tags.schemas.js';
import { popupNoticesAdminApi, popupNoticesApi } from './popups.endpoints.js';
import { popupNoticesAdminSchemas, popupNoticesSchemas } from './popups.schemas.js';

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
  { area: phoneGroupsApi, schemas: phoneGroupsSchemas },
  { area: phoneTagsApi, schemas: phoneTagsSchemas },
  { area: popupNoticesApi, schemas: popupNoticesSchemas },
  { area: popupNoticesAdminApi, schemas: popupNoticesAdminSchemas },
  { area: memberApi, schemas: memberSchemas },
  { area: memberAdminApi, schemas: memberAdminSchemas },
  { area: noticesApi, schemas: noticesSchemas },
  { area: noticesAdminApi, schemas: noticesAdminSchemas },
  { area: shellApi, schemas: shellSchemas },
  { area: frontApi, schemas: frontSchemas },
  { area: operatorAuthApi, schemas: operatorAuthSchemas },
  { area: operatorSessionApi, schemas: operatorSessionSchemas },
];
