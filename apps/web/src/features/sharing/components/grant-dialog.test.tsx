import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@cloudphone/contract';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useSharingLocale } from '../test-i18n';
import { GrantDialog } from './grant-dialog';
import type { SharingPhone } from './sharing-dialog-props';

beforeAll(() => stubAntdBrowserApis());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const phone = (id: number, alias: string, authorized = false): SharingPhone => ({
  id,
  alias,
  owlId: `CP${String(id).padStart(10, '0')}`,
  authorized,
});
const FREE = [phone(1, '主力机'), phone(2, '')];

function renderDialog(phones = FREE) {
  const onSubmit = vi.fn(async () => undefined);
  render(<GrantDialog open phones={phones} onCancel={() => undefined} onSubmit={onSubmit} />);
  return onSubmit;
}

const typeIn = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** Types a date and time into the expiry picker as a member would, Enter to take it. */
function pickExpiry(when: dayjs.Dayjs) {
  const input = screen.getByTestId('grant-expire');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: when.format('YYYY-MM-DD HH:mm') } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}
const submit = () => fireEvent.click(screen.getByTestId('grant-submit'));
const errorOf = (field: string) => screen.queryByTestId(`${field}-error`)?.textContent ?? null;

/** The spec's messages (points 5 and 8), as the contract words them, in each language. */
const WORDS: Record<Locale, Record<'account' | 'phone' | 'expire' | 'past' | 'granted', string>> = {
  'zh-CN': {
    account: '请输入授权账号',
    phone: '请输入正确的手机号',
    expire: '请选择授权到期时间',
    past: '授权到期时间不能早于当前时间',
    granted: '请选择未授权的设备进行授权',
  },
  'en-US': {
    account: 'Please enter the account to authorize',
    phone: 'Please enter a valid phone number',
    expire: 'Please select the expiry time of the authorization',
    past: 'The expiry time cannot be before now',
    granted: 'Select unauthorized devices to authorize',
  },
};

// antd's pickers are slow to render in jsdom on a shared machine.
describe.each(['zh-CN', 'en-US'] as const)('the grant form in %s', { timeout: 30_000 }, (locale) => {
  const words = WORDS[locale];
  beforeAll(() => useSharingLocale(locale));

  it('needs an account and an expiry time before anything is sent', async () => {
    const onSubmit = renderDialog();
    submit();
    expect(errorOf('grant-account')).toBe(words.account);
    expect(errorOf('grant-expire')).toBe(words.expire);
    typeIn('grant-account', '1390013');
    submit();
    expect(errorOf('grant-account')).toBe(words.phone);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an expiry time that has passed by the time the form is sent', async () => {
    const onSubmit = renderDialog();
    typeIn('grant-account', '13900139000');
    // A time before now cannot even be picked: the field stays empty.
    pickExpiry(dayjs().subtract(1, 'day'));
    submit();
    expect(errorOf('grant-expire')).toBe(words.expire);
    // Five minutes ahead, then the form is left open for ten.
    pickExpiry(dayjs().add(5, 'minute'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayjs().add(10, 'minute').toDate());
    submit();
    expect(errorOf('grant-expire')).toBe(words.past);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a selection with an already granted phone', async () => {
    const onSubmit = renderDialog([FREE[0]!, phone(3, '已授权的', true)]);
    typeIn('grant-account', '13900139000');
    pickExpiry(dayjs().add(7, 'day'));
    submit();
    expect(errorOf('grant-phones')).toBe(words.granted);
    expect(errorOf('grant-account')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the grant form', { timeout: 30_000 }, () => {
  beforeAll(() => useSharingLocale('zh-CN'));

  it('sends the account, the type chosen and the expiry time, for the phones listed', async () => {
    const onSubmit = renderDialog();
    expect(screen.getByTestId('sharing-phones').textContent).toBe('主力机 · CP0000000001CP0000000002');
    typeIn('grant-account', ' 13900139000 ');
    fireEvent.click(screen.getByTestId('grant-type-operate'));
    const when = dayjs().add(7, 'day').second(0).millisecond(0);
    pickExpiry(when);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ subMemberPhone: '13900139000', accreditType: 2, expireTime: when.valueOf() });
  });

  it('grants view only unless operate is chosen', async () => {
    const onSubmit = renderDialog();
    typeIn('grant-account', '13900139000');
    pickExpiry(dayjs().add(1, 'day'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ accreditType: 1 })));
  });
});
