import type { DICT_LIST_CLASSES } from '@cloudphone/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type ListClass = (typeof DICT_LIST_CLASSES)[number];

/** RuoYi's list styles as antd tag colours ('' is plain text, as RuoYi's dict-tag shows it). */
const COLORS: Record<Exclude<ListClass, ''>, string | undefined> = {
  default: undefined,
  primary: 'processing',
  success: 'success',
  info: 'cyan',
  warning: 'warning',
  danger: 'error',
};

/** An entry as the consoles show it: its label in its list style. */
export function ListClassTag({ listClass, children }: { listClass: string; children: ReactNode }) {
  if (!listClass || !(listClass in COLORS)) return <span>{children}</span>;
  return (
    <Tag color={COLORS[listClass as keyof typeof COLORS]} data-list-class={listClass}>
      {children}
    </Tag>
  );
}
