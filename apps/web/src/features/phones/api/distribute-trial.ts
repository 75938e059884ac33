import { api } from '../../../shared/api/http';

/**
 * POST /app-api/trade/phone/distribute-for-new-member: a new member's trial phone. A member who
 * already claimed it is answered 409, which is expected and not shown (passErrors).
 */
export const distributeTrial = () =>
  api.post<{ phoneId: number }>('/app-api/trade/phone/distribute-for-new-member', undefined, { passErrors: true });
