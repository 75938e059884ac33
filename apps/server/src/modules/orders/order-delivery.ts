import { addDuration, type DurationUnit } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { PhoneDelivery } from '../phones/phone-delivery.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

/** A paid purchase's phones, of its spec, until payment time + its duration; each recorded on the order. */
export function createOrderDelivery(db: Db, deliverPhones: PhoneDelivery) {
  return async function deliver(order: OrderRow) {
    const spec = await createOrdersRepo(db).configuration(order.configurationId);
    if (!spec || !order.payTime) return;
    await deliverPhones({
      memberId: order.memberId,
      configurationId: order.configurationId,
      spec,
      quantity: order.quantity,
      delivered: order.phoneIds.length,
      expireTime: new Date(addDuration(order.payTime.getTime(), order.duration, order.durationUnit as DurationUnit)),
      record: (tx, phoneId) => createOrdersRepo(tx).addDeliveredPhone(order.id, phoneId),
    });
  };
}
