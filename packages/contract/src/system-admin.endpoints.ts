import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { DictDataQueryInput } from './front.js';
import type {
  BrandImageFileInput,
  ConfigFilterInput,
  ConfigIdInput,
  ConfigInput,
  ConfigKeyInput,
  ConfigPageQueryInput,
  ConfigRow,
  ConfigUpdateInput,
  DictCodeInput,
  DictDataFilterInput,
  DictDataInput,
  DictDataPageQueryInput,
  DictDataRow,
  DictDataUpdateInput,
  DictTypeIdInput,
  DictTypeInput,
  DictTypeQueryInput,
  DictTypeRow,
  DictTypeUpdateInput,
  UploadedImage,
} from './system-admin.js';

/**
 * The operator's dictionaries, configuration and branding images (issue 19, spec point 7 "Admin
 * helpers"), RuoYi's paths and fields; schemas in system-admin.schemas.ts.
 */
export const dictTypeAdminApi = {
  tag: 'operator dictionaries',
  endpoints: {
    list: getEndpoint<DictTypeQueryInput, PageResult<DictTypeRow>>('/admin-api/system/dict/type/list', 'operator', {
      permission: 'system:dict:query',
    }),
    /** Every type, for the entries screen's type picker. */
    optionSelect: getEndpoint<void, DictTypeRow[]>('/admin-api/system/dict/type/optionselect', 'operator', {
      permission: 'system:dict:query',
    }),
    get: getEndpoint<DictTypeIdInput, DictTypeRow>('/admin-api/system/dict/type/:dictId', 'operator', { permission: 'system:dict:query' }),
    create: postEndpoint<DictTypeInput, number>('/admin-api/system/dict/type', 'operator', { permission: 'system:dict:create' }),
    update: putEndpoint<DictTypeUpdateInput>('/admin-api/system/dict/type', 'operator', { permission: 'system:dict:update' }),
    remove: deleteEndpoint<DictTypeIdInput>('/admin-api/system/dict/type/:dictId', 'operator', { permission: 'system:dict:delete' }),
  },
} satisfies ApiArea;

export const dictDataAdminApi = {
  tag: 'operator dictionaries',
  endpoints: {
    list: getEndpoint<DictDataPageQueryInput, PageResult<DictDataRow>>('/admin-api/system/dict/data/list', 'operator', {
      permission: 'system:dict:query',
    }),
    get: getEndpoint<DictCodeInput, DictDataRow>('/admin-api/system/dict/data/:dictCode', 'operator', { permission: 'system:dict:query' }),
    /** One type's enabled entries, sorted (both labels). */
    byType: getEndpoint<DictDataQueryInput, DictDataRow[]>('/admin-api/system/dict/data/type/:dictType', 'operator', {
      permission: 'system:dict:query',
    }),
    export: getEndpoint<DictDataFilterInput, Blob>('/admin-api/system/dict/data/export', 'operator', { permission: 'system:dict:export' }),
    create: postEndpoint<DictDataInput, number>('/admin-api/system/dict/data', 'operator', { permission: 'system:dict:create' }),
    update: putEndpoint<DictDataUpdateInput>('/admin-api/system/dict/data', 'operator', { permission: 'system:dict:update' }),
    remove: deleteEndpoint<DictCodeInput>('/admin-api/system/dict/data/:dictCode', 'operator', { permission: 'system:dict:delete' }),
  },
} satisfies ApiArea;

export const configAdminApi = {
  tag: 'operator configuration',
  endpoints: {
    list: getEndpoint<ConfigPageQueryInput, PageResult<ConfigRow>>('/admin-api/system/config/list', 'operator', {
      permission: 'system:config:query',
    }),
    get: getEndpoint<ConfigIdInput, ConfigRow>('/admin-api/system/config/:configId', 'operator', { permission: 'system:config:query' }),
    /** The value the server uses now (through its cache); null when there is no such key. */
    byKey: getEndpoint<ConfigKeyInput, string | null>('/admin-api/system/config/configKey/:configKey', 'operator', {
      permission: 'system:config:query',
    }),
    export: getEndpoint<ConfigFilterInput, Blob>('/admin-api/system/config/export', 'operator', { permission: 'system:config:export' }),
    create: postEndpoint<ConfigInput, number>('/admin-api/system/config', 'operator', { permission: 'system:config:create' }),
    update: putEndpoint<ConfigUpdateInput>('/admin-api/system/config', 'operator', { permission: 'system:config:update' }),
    remove: deleteEndpoint<ConfigIdInput>('/admin-api/system/config/:configId', 'operator', { permission: 'system:config:delete' }),
    /** Empties the configuration cache of every node. */
    clearCache: deleteEndpoint<void>('/admin-api/system/config/clearCache', 'operator', { permission: 'system:config:delete' }),
  },
} satisfies ApiArea;

/** Branding images: the operator uploads one (multipart part "file"), anyone loads it. */
export const brandImagesAdminApi = {
  tag: 'operator system',
  endpoints: {
    upload: postEndpoint<FormData, UploadedImage>('/admin-api/system/front/upload-image', 'operator', {
      permission: 'system:front:update',
    }),
  },
} satisfies ApiArea;

export const brandImagesApi = {
  tag: 'system',
  endpoints: {
    png: getEndpoint<BrandImageFileInput, Blob>('/app-api/system/front/image/:fileName', 'public'),
    jpg: getEndpoint<BrandImageFileInput, Blob>('/app-api/system/front/photo/:fileName', 'public'),
  },
} satisfies ApiArea;
