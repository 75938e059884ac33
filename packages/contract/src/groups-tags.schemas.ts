import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { phoneGroupsApi, phoneTagsApi } from './groups-tags.endpoints.js';
import {
  GroupCreateSchema,
  GroupDeleteSchema,
  GroupMoveSchema,
  GroupRenameSchema,
  PhoneTreeSchema,
  PhoneTreeV2QuerySchema,
  TagBindBatchSchema,
  TagBindSchema,
  TagCreateSchema,
  TagDeleteSchema,
  TagPageQuerySchema,
  TagRowSchema,
  TagUnbindSchema,
  TagUpdateSchema,
} from './groups-tags.js';
import { OperationResultsSchema } from './phones.js';

const id = z.number().int();
const done = z.boolean();

export const phoneGroupsSchemas = {
  tree: {
    summary: 'The phone tree: ungrouped phones, each group with its phones, then phones shared with the member',
    reply: PhoneTreeSchema,
  },
  treeV2: {
    summary: 'The phone tree with counts only; the phones of one entry with ?groupId= (0 ungrouped, -1 shared)',
    input: PhoneTreeV2QuerySchema,
    reply: PhoneTreeSchema,
  },
  create: { summary: 'Create a group; returns its id', input: GroupCreateSchema, reply: id },
  rename: { summary: 'Rename a group', input: GroupRenameSchema, reply: done },
  remove: { summary: 'Delete a group; its phones become ungrouped', input: GroupDeleteSchema, reply: done },
  move: { summary: 'Move own phones into a group, or out of any with groupId null; all or nothing', input: GroupMoveSchema, reply: done },
} satisfies EndpointSchemas<typeof phoneGroupsApi.endpoints>;

export const phoneTagsSchemas = {
  page: {
    summary: "The member's tags, oldest first, with how many visible phones carry each",
    input: TagPageQuerySchema,
    reply: pageResult(TagRowSchema),
  },
  create: { summary: 'Create a tag; returns its id', input: TagCreateSchema, reply: id },
  rename: { summary: 'Rename a tag', input: TagUpdateSchema, reply: done },
  remove: { summary: 'Delete a tag; it comes off every phone', input: TagDeleteSchema, reply: done },
  bind: { summary: 'Put a tag on a phone (own or shared with the member); at most 5 per phone', input: TagBindSchema, reply: done },
  bindBatch: { summary: 'Put a tag on up to 30 phones; one result per phone', input: TagBindBatchSchema, reply: OperationResultsSchema },
  unbind: { summary: 'Take a tag off a phone', input: TagUnbindSchema, reply: done },
} satisfies EndpointSchemas<typeof phoneTagsApi.endpoints>;
