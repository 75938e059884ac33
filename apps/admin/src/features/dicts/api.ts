import {
  dictDataAdminApi,
  dictTypeAdminApi,
  type DictDataInput,
  type DictDataPageQueryInput,
  type DictDataUpdateInput,
  type DictTypeInput,
  type DictTypeQueryInput,
  type DictTypeUpdateInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const types = dictTypeAdminApi.endpoints;
const data = dictDataAdminApi.endpoints;

export const DICT_QUERY = 'system:dict:query';
export const DICT_CREATE = 'system:dict:create';
export const DICT_UPDATE = 'system:dict:update';
export const DICT_DELETE = 'system:dict:delete';
export const DICT_EXPORT = 'system:dict:export';

export const DICT_TYPES_LIST = ['dicts', 'types'] as const;
export const DICT_TYPES_ALL = ['dicts', 'types', 'all'] as const;
export const DICT_DATA_LIST = ['dicts', 'data'] as const;

/** The types list's filters (status 0 normal, 1 disabled). */
export type DictTypeFilters = Pick<DictTypeQueryInput, 'dictName' | 'dictType' | 'status'>;
/** One type's entries: the type is the page's, the rest the filter form's. */
export type DictDataFilters = Pick<DictDataPageQueryInput, 'dictType' | 'dictLabel' | 'status'>;

export const dictTypePage = (query: DictTypeQueryInput) => call(types.list, query);
/** Every type: the entries page finds its type's name here. */
export const allDictTypes = () => call(types.optionSelect);
/** The dialogs show a refusal (a taken type, a bad field) themselves. */
export const createDictType = (input: DictTypeInput) => call(types.create, input, { passErrors: true });
export const updateDictType = (input: DictTypeUpdateInput) => call(types.update, input, { passErrors: true });
/** A type that still has entries is refused; the client shows why. */
export const deleteDictType = (dictId: number) => call(types.remove, { dictId });

export const dictDataPage = (query: DictDataPageQueryInput) => call(data.list, query);
export const createDictData = (input: DictDataInput) => call(data.create, input, { passErrors: true });
export const updateDictData = (input: DictDataUpdateInput) => call(data.update, input, { passErrors: true });
export const deleteDictData = (dictCode: number) => call(data.remove, { dictCode });
export const dictDataExport = data.export;
