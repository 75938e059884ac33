import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  GroupCreate,
  GroupDelete,
  GroupMove,
  GroupRename,
  PhoneTree,
  PhoneTreeV2Query,
  TagBind,
  TagBindBatch,
  TagCreate,
  TagDelete,
  TagPageQuery,
  TagRow,
  TagUnbind,
  TagUpdate,
} from './groups-tags.js';
import type { OperationResults } from './phones.js';

/**
 * The member's phone groups and the phone tree (spec point 7), schemas in groups-tags.schemas.ts.
 * Every call acts on the signed-in member's own groups; another member's answer "not found".
 */
export const phoneGroupsApi = {
  tag: 'phone groups',
  endpoints: {
    tree: getEndpoint<void, PhoneTree>('/app-api/trade/phone-tag/phone-tree'),
    treeV2: getEndpoint<PhoneTreeV2Query, PhoneTree>('/app-api/trade/phone-tag/phone-tree-v2'),
    create: postEndpoint<GroupCreate, number>('/app-api/trade/phone-group/create'),
    rename: postEndpoint<GroupRename>('/app-api/trade/phone-group/update'),
    remove: postEndpoint<GroupDelete>('/app-api/trade/phone-group/delete'),
    move: postEndpoint<GroupMove>('/app-api/trade/phone-group/move'),
  },
} satisfies ApiArea;

/** The member's phone tags and binding them to phones the member can see (spec point 7). */
export const phoneTagsApi = {
  tag: 'phone tags',
  endpoints: {
    page: getEndpoint<TagPageQuery, PageResult<TagRow>>('/app-api/trade/phone-tag/page'),
    create: postEndpoint<TagCreate, number>('/app-api/trade/phone-tag/create'),
    rename: postEndpoint<TagUpdate>('/app-api/trade/phone-tag/update'),
    remove: postEndpoint<TagDelete>('/app-api/trade/phone-tag/delete'),
    bind: postEndpoint<TagBind>('/app-api/trade/phone-tag/bind'),
    bindBatch: postEndpoint<TagBindBatch, OperationResults>('/app-api/trade/phone-tag/bind-batch'),
    unbind: postEndpoint<TagUnbind>('/app-api/trade/phone-tag/unbind'),
  },
} satisfies ApiArea;
