/**
 * Where the console providers (development and tests only) leave what they would have sent:
 * the dev outbox (modules/dev keeps it in the database and shows it).
 */
export interface Outbox {
  add(entry: { channel: 'sms' | 'email'; to: string; text: string; code: string | null; createdAt: Date }): Promise<void>;
}
