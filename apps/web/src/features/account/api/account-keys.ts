/** The account center's cache keys. */
export const accountKeys = {
  all: () => ['account'] as const,
  member: () => ['account', 'member'] as const,
  points: (pageNo: number, pageSize: number) => ['account', 'points', pageNo, pageSize] as const,
};
