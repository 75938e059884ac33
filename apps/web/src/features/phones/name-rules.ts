import { GROUP_NAME_MAX, hasControlChars, PHONE_ALIAS_MAX, PHONE_LABEL_MAX, TAG_NAME_MAX, type MessageKey } from '@cloudphone/contract';

/**
 * Group and tag names (spec point 5: 1 to 10 characters), counted in code points as the
 * contract counts them. Returns the contract message to show, or null when the name is fine.
 */
export function checkName(kind: 'groups' | 'tags', name: string): MessageKey | null {
  const trimmed = name.trim();
  if (!trimmed) return kind === 'groups' ? 'groups.name.required' : 'tags.name.required';
  const max = kind === 'groups' ? GROUP_NAME_MAX : TAG_NAME_MAX;
  if ([...trimmed].length > max) return kind === 'groups' ? 'groups.name.length' : 'tags.name.length';
  return null;
}

/** A phone name (spec point 5: required, up to 10 characters), as update-alias validates it. */
export function checkAlias(alias: string): MessageKey | null {
  const trimmed = alias.trim();
  if (!trimmed) return 'phones.alias.required';
  if (trimmed.length > PHONE_ALIAS_MAX) return 'phones.alias.max';
  return null;
}

/** A phone's label (issue 17: 1 to 20 characters, one line), as add-label validates it. */
export function checkLabel(label: string): MessageKey | null {
  const trimmed = label.trim();
  if (!trimmed) return 'phones.label.required';
  if (hasControlChars(trimmed)) return 'validation.text.control';
  if ([...trimmed].length > PHONE_LABEL_MAX) return 'phones.label.length';
  return null;
}
