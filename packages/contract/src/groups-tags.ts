import { z } from 'zod';
import { idField as id, text, wholeNumber } from './fields.js';
import type { MessageKey } from './messages.js';
import { GROUP_NAME_MAX, phoneIdsField, TAG_NAME_MAX } from './phones.js';

/**
 * Phone groups and tags (spec points 3, 5 and 7). A group belongs to one member and holds only
 * that member's own phones; a phone is in at most one group. A tag belongs to one member too, and
 * may be put on the member's own phones and on phones shared with them (each member sees only
 * their own tags). Names are trimmed and unique per member.
 */

/** The tree entry of phones other members share with this member: they are never grouped. */
export const SHARED_GROUP_ID = -1;
/** `?groupId=` of phone-tree-v2 that asks for the ungrouped entry's phones (the entry's id is null). */
export const UNGROUPED_QUERY_ID = 0;

/**
 * A trimmed name of 1..max characters. Counted in code points, as PostgreSQL's varchar counts
 * them, so ten emoji fit as they do in the column.
 */
const nameField = (max: number, required: MessageKey, length: MessageKey) =>
  text(required)
    .trim()
    .min(1, { error: required })
    .refine((name) => [...name].length <= max, { error: length });

export const groupNameField = nameField(GROUP_NAME_MAX, 'groups.name.required', 'groups.name.length');
export const tagNameField = nameField(TAG_NAME_MAX, 'tags.name.required', 'tags.name.length');

/** POST /app-api/trade/phone-group/create → the new group's id. */
export const GroupCreateSchema = z.object({ name: groupNameField });
/** POST /app-api/trade/phone-group/update → true. */
export const GroupRenameSchema = z.object({ id, name: groupNameField });
/** POST /app-api/trade/phone-group/delete → true. Its phones become ungrouped; no phone is deleted. */
export const GroupDeleteSchema = z.object({ id });
/**
 * POST /app-api/trade/phone-group/move → true. Moves the member's own phones into the group, or
 * out of any group with `groupId: null`. All or nothing.
 */
export const GroupMoveSchema = z.object({ phoneIds: phoneIdsField, groupId: id.nullable() });
export type GroupCreate = z.input<typeof GroupCreateSchema>;
export type GroupRename = z.input<typeof GroupRenameSchema>;
export type GroupDelete = z.input<typeof GroupDeleteSchema>;
export type GroupMove = z.input<typeof GroupMoveSchema>;

/** POST /app-api/trade/phone-tag/create → the new tag's id. */
export const TagCreateSchema = z.object({ name: tagNameField });
/** POST /app-api/trade/phone-tag/update → true. */
export const TagUpdateSchema = z.object({ id, name: tagNameField });
/** POST /app-api/trade/phone-tag/delete → true. The tag comes off every phone. */
export const TagDeleteSchema = z.object({ id });
/** POST /app-api/trade/phone-tag/bind → true. Binding a tag the phone already has is a no-op. */
export const TagBindSchema = z.object({ phoneTagId: id, phoneId: id });
/** POST /app-api/trade/phone-tag/bind-batch → OperationResults, one result per phone. */
export const TagBindBatchSchema = z.object({ phoneTagId: id, phoneIds: phoneIdsField });
/** POST /app-api/trade/phone-tag/unbind → true (code 0), also when the phone did not have the tag. */
export const TagUnbindSchema = z.object({ phoneTagId: id, phoneId: id });
export type TagCreate = z.input<typeof TagCreateSchema>;
export type TagUpdate = z.input<typeof TagUpdateSchema>;
export type TagDelete = z.input<typeof TagDeleteSchema>;
export type TagBind = z.input<typeof TagBindSchema>;
export type TagBindBatch = z.input<typeof TagBindBatchSchema>;
export type TagUnbind = z.input<typeof TagUnbindSchema>;

/** GET /app-api/trade/phone-tag/page: the member's tags, oldest first. */
export const TagPageQuerySchema = z.object({
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: 300 }).default(20),
});
export type TagPageQuery = z.input<typeof TagPageQuerySchema>;

export const TagRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Phones carrying the tag that the member can see now (own, or shared and not expired; not recycled). */
  phoneCount: z.number().int(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type TagRow = z.infer<typeof TagRowSchema>;

export const PhoneTreePhoneSchema = z.object({
  id: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  status: z.number().int(),
});
export type PhoneTreePhone = z.infer<typeof PhoneTreePhoneSchema>;

export const PHONE_TREE_KINDS = ['ungrouped', 'group', 'shared'] as const;

/**
 * One entry of the phone tree. `id` is the group's id, null for the member's ungrouped phones and
 * SHARED_GROUP_ID (-1) for phones shared with the member. `name` is the group's name, or for the
 * two fixed entries their name translated into the request's language; `kind` says which entry
 * it is so the web can treat the fixed ones apart (no rename, no delete, no move target).
 */
export const PhoneTreeGroupSchema = z.object({
  id: z.number().int().nullable(),
  kind: z.enum(PHONE_TREE_KINDS),
  name: z.string(),
  /** Non-recycled phones in the entry. */
  count: z.number().int(),
  /** Ordered by id. Empty in phone-tree-v2 except for the entry asked for with `?groupId=`. */
  phones: z.array(PhoneTreePhoneSchema),
});
export type PhoneTreeGroup = z.infer<typeof PhoneTreeGroupSchema>;

/**
 * GET /app-api/trade/phone-tag/phone-tree: every entry with its phones. Order: ungrouped (always
 * present), the member's groups by id (empty ones too), then shared (only when the member has
 * phones shared with them).
 */
export const PhoneTreeSchema = z.array(PhoneTreeGroupSchema);
export type PhoneTree = z.infer<typeof PhoneTreeSchema>;

/**
 * GET /app-api/trade/phone-tag/phone-tree-v2: the same entries with counts, phones loaded for one
 * entry at a time: `groupId` = a group's id, UNGROUPED_QUERY_ID (0) for the ungrouped entry or
 * SHARED_GROUP_ID (-1) for the shared one. Without it every `phones` is empty.
 */
export const PhoneTreeV2QuerySchema = z.object({
  groupId: wholeNumber({ min: SHARED_GROUP_ID })
    .optional()
    .describe('A group id, 0 for the ungrouped phones or -1 for phones shared with the member'),
});
export type PhoneTreeV2Query = z.input<typeof PhoneTreeV2QuerySchema>;
