import dayjs, { type Dayjs } from 'dayjs';

const upTo = (end: number) => Array.from({ length: end }, (_, i) => i);

/**
 * For a date-time picker of something that ends (a grant, a proxy): days, hours and minutes
 * before now cannot be picked ("Cannot select a time before now"). The forms check again on
 * submit, since the page may stay open past the time picked.
 */
export const futureOnly = {
  disabledDate: (day: Dayjs) => day.isBefore(dayjs(), 'day'),
  disabledTime(day: Dayjs | null) {
    const now = dayjs();
    if (!day || !day.isSame(now, 'day')) return {};
    return {
      disabledHours: () => upTo(now.hour()),
      disabledMinutes: (hour: number) => (hour === now.hour() ? upTo(now.minute() + 1) : []),
    };
  },
};
