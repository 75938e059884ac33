/** The table view's columns a member may hide (the checkbox and the row menu always show), with their grid tracks. */
export const PHONE_TABLE_COLUMNS = [
  { key: 'name', track: 'minmax(96px, 1fr)', min: 96 },
  { key: 'id', track: '124px', min: 124 },
  { key: 'status', track: 'minmax(220px, 3fr)', min: 220 },
  { key: 'group', track: 'minmax(60px, 0.7fr)', min: 60 },
  { key: 'tags', track: 'minmax(64px, 1fr)', min: 64 },
  { key: 'region', track: 'minmax(88px, 1fr)', min: 88 },
  { key: 'expire', track: '138px', min: 138 },
] as const;
export type PhoneTableColumn = (typeof PHONE_TABLE_COLUMNS)[number]['key'];

/** The table's column choice is remembered under this id (shared/table/use-column-choice.ts). */
export const PHONE_TABLE_ID = 'phones';

const SELECT = { track: '36px', min: 36 };
const ACTIONS = { track: '56px', min: 56 };
/** Row padding and a little air, so the smallest widths never touch the edge. */
const EXTRA = 22;

/** The grid of the shown columns, and the width under which the table scrolls sideways. */
export function phoneTableLayout(isVisible: (key: string) => boolean) {
  const tracks = [SELECT, ...PHONE_TABLE_COLUMNS.filter((c) => isVisible(c.key)), ACTIONS];
  return {
    gridTemplateColumns: tracks.map((c) => c.track).join(' '),
    minWidth: tracks.reduce((sum, c) => sum + c.min, EXTRA),
  };
}
