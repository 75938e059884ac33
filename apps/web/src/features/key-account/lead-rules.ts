import { FLEET_SIZE_MAX, PHONE_PATTERN } from '@cloudphone/contract';
import type { Rule } from 'antd/es/form';
import { tm } from '../../shared/i18n/message';

/** The lead form's limits: KeyAccountLeadSchema's (the server checks the same; lead-rules.test.ts keeps them in step). */
export const LEAD_LIMITS = { company: 60, contact: 30, message: 500, fleetSize: FLEET_SIZE_MAX } as const;

/**
 * KeyAccountLeadSchema as antd rules, with the contract's messages ('lead.*'): empty and too long
 * are separate rules so each shows its own message, and whitespace alone counts as empty because
 * the server trims.
 */
export const leadRules = (): Record<'company' | 'contact' | 'phone' | 'fleetSize' | 'message', Rule[]> => ({
  company: [
    { required: true, whitespace: true, message: tm('lead.company.required') },
    { max: LEAD_LIMITS.company, message: tm('lead.company.length') },
  ],
  contact: [
    { required: true, whitespace: true, message: tm('lead.contact.required') },
    { max: LEAD_LIMITS.contact, message: tm('lead.contact.length') },
  ],
  phone: [
    { required: true, whitespace: true, message: tm('validation.phone.required') },
    {
      validator: (_, value?: string) =>
        !value?.trim() || PHONE_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(tm('validation.phone.invalid'))),
    },
  ],
  fleetSize: [
    {
      required: true,
      type: 'integer',
      min: 1,
      max: LEAD_LIMITS.fleetSize,
      message: tm('lead.fleetSize.invalid'),
    },
  ],
  message: [{ max: LEAD_LIMITS.message, message: tm('lead.message.length') }],
});
