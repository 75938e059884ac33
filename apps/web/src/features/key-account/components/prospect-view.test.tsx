import { feedbackApi, KeyAccountLeadSchema, subAccountsApi, type KeyAccountLeadRow } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFlashes, flashes, renderKeyAccount, serveKeyAccount, setUpKeyAccountStrings } from '../testing/key-account-test-kit';

const PATHS = {
  subs: subAccountsApi.endpoints.subPage.path,
  myLead: feedbackApi.endpoints.myLead.path,
  createLead: feedbackApi.endpoints.createLead.path,
};
const AT = new Date(2030, 2, 4, 5, 6, 7).getTime();
const WANG = { id: 21, phone: '13800000001', nickname: '小王', status: 0, createTime: AT, phoneCount: 2 };
const LEAD: KeyAccountLeadRow = {
  id: 5,
  company: '星云科技',
  contact: '李雷',
  phone: '13900001111',
  fleetSize: 200,
  message: '用于游戏测试',
  createTime: AT,
  replyContent: null,
  replyTime: null,
};
const none = () => ({ list: [], total: 0 });

beforeAll(setUpKeyAccountStrings);
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Types into a lead form field (antd puts the test id on the input itself). */
const fill = (testId: string, value: string) => {
  const host = screen.getByTestId(testId);
  const input = host instanceof HTMLInputElement || host instanceof HTMLTextAreaElement ? host : host.querySelector('input, textarea')!;
  fireEvent.change(input, { target: { value } });
};
const errors = async () => {
  await waitFor(() => expect(screen.getByTestId('lead-form').querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
  return [...screen.getByTestId('lead-form').querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
};

// antd's forms and tables are slow to render in jsdom on a shared machine.
describe('the key-account page for a prospect', { timeout: 30_000 }, () => {
  it('shows the enterprise offer and the enquiry form to a member with no sub-accounts', async () => {
    const server = serveKeyAccount({ [PATHS.subs]: none, [PATHS.myLead]: () => null });
    renderKeyAccount();
    expect(await screen.findByTestId('key-account-prospect')).toBeTruthy();
    expect(screen.getByTestId('key-account-page').getAttribute('data-view')).toBe('prospect');
    expect(screen.getAllByTestId('key-account-offer').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      '子账号',
      '授权云手机',
      '访问审计',
      '批量采购价格',
    ]);
    expect(await screen.findByTestId('lead-form')).toBeTruthy();
    expect(screen.queryByTestId('sub-accounts')).toBeNull();
    expect(server.to(PATHS.subs).map((r) => r.body)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  });

  it('shows the existing enterprise screen to a member with sub-accounts, and asks for no lead', async () => {
    const server = serveKeyAccount({ [PATHS.subs]: () => ({ list: [WANG], total: 1 }), [PATHS.myLead]: () => null });
    renderKeyAccount();
    expect(await screen.findByTestId('sub-accounts')).toBeTruthy();
    expect(await screen.findAllByTestId('sub-account-row')).toHaveLength(1);
    expect(screen.getByTestId('key-account-page').getAttribute('data-view')).toBe('enterprise');
    expect(screen.queryByTestId('key-account-prospect')).toBeNull();
    expect(server.to(PATHS.myLead)).toEqual([]);
    // One request for the first page, shared with the tab.
    expect(server.to(PATHS.subs)).toHaveLength(1);
  });

  it("checks the form as the contract does, with the contract's messages, and sends only a valid enquiry", async () => {
    let mine: KeyAccountLeadRow | null = null;
    const server = serveKeyAccount({
      [PATHS.subs]: none,
      [PATHS.myLead]: () => mine,
      [PATHS.createLead]: ({ body }) => {
        mine = { ...LEAD, ...(body as object) };
        return 5;
      },
    });
    renderKeyAccount();
    await screen.findByTestId('lead-form');
    fireEvent.click(screen.getByTestId('lead-submit'));
    expect(await errors()).toEqual(['请输入公司名称', '请输入联系人', '请输入手机号', '请输入 1-100000 之间的云手机数量']);

    fill('lead-company', '   ');
    fill('lead-contact', '李雷');
    fill('lead-phone', '1390000');
    fill('lead-fleet-size', '0');
    fireEvent.click(screen.getByTestId('lead-submit'));
    await waitFor(async () => expect(await errors()).toEqual(['请输入公司名称', '请输入正确的手机号', '请输入 1-100000 之间的云手机数量']));
    expect(server.to(PATHS.createLead)).toEqual([]);

    fill('lead-company', ' 星云科技 ');
    fill('lead-phone', '13900001111');
    fill('lead-fleet-size', '200');
    fill('lead-message', '用于游戏测试');
    fireEvent.click(screen.getByTestId('lead-submit'));
    await waitFor(() => expect(flashes()).toContain('咨询已提交，我们会尽快回复'));
    const sent = server.to(PATHS.createLead).map((r) => r.body);
    expect(sent).toEqual([{ company: '星云科技', contact: '李雷', phone: '13900001111', fleetSize: 200, message: '用于游戏测试' }]);
    expect(KeyAccountLeadSchema.safeParse(sent[0]).success).toBe(true);
    // The enquiry now shows instead of the form.
    expect((await screen.findByTestId('lead-status')).getAttribute('data-answered')).toBe('false');
    expect(screen.queryByTestId('lead-form')).toBeNull();
  });

  it('shows my enquiry with its reply instead of the form, and lets me send another', async () => {
    serveKeyAccount({
      [PATHS.subs]: none,
      [PATHS.myLead]: () => ({ ...LEAD, replyContent: '您好，客户经理王明会在今天联系您。', replyTime: AT + 3_600_000 }),
    });
    renderKeyAccount();
    const status = await screen.findByTestId('lead-status');
    expect(status.getAttribute('data-answered')).toBe('true');
    expect(within(status).getByTestId('lead-submitted').textContent).toBe('提交于 2030-03-04 05:06:07');
    expect(status.textContent).toContain('星云科技 · 李雷 · 13900001111 · 200 台');
    expect(within(status).getByTestId('lead-reply').textContent).toContain('您好，客户经理王明会在今天联系您。');
    expect(within(status).getByTestId('lead-reply').textContent).toContain('回复于 2030-03-04 06:06:07');
    expect(screen.queryByTestId('lead-form')).toBeNull();

    fireEvent.click(screen.getByTestId('lead-again'));
    expect(await screen.findByTestId('lead-form')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lead-cancel'));
    expect(await screen.findByTestId('lead-status')).toBeTruthy();
  });

  it('"add a sub-account now" opens the enterprise screen with the add dialog', async () => {
    serveKeyAccount({ [PATHS.subs]: none, [PATHS.myLead]: () => LEAD });
    renderKeyAccount();
    fireEvent.click(await screen.findByTestId('key-account-start'));
    expect(await screen.findByTestId('sub-accounts')).toBeTruthy();
    expect(await screen.findByTestId('sub-account-add-dialog')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?tab=accounts');
    expect(screen.queryByTestId('key-account-prospect')).toBeNull();
  });
});

describe('the lead rules', () => {
  it('accept and refuse what KeyAccountLeadSchema does, at its limits', async () => {
    const { leadRules, LEAD_LIMITS } = await import('../lead-rules');
    const base = { company: 'a', contact: 'b', phone: '13900001111', fleetSize: 1, message: '' };
    const at = (field: keyof typeof base, value: unknown) => KeyAccountLeadSchema.safeParse({ ...base, [field]: value }).success;
    expect(at('company', 'x'.repeat(LEAD_LIMITS.company))).toBe(true);
    expect(at('company', 'x'.repeat(LEAD_LIMITS.company + 1))).toBe(false);
    expect(at('contact', 'x'.repeat(LEAD_LIMITS.contact))).toBe(true);
    expect(at('contact', 'x'.repeat(LEAD_LIMITS.contact + 1))).toBe(false);
    expect(at('message', 'x'.repeat(LEAD_LIMITS.message))).toBe(true);
    expect(at('message', 'x'.repeat(LEAD_LIMITS.message + 1))).toBe(false);
    expect(at('fleetSize', LEAD_LIMITS.fleetSize)).toBe(true);
    expect(at('fleetSize', LEAD_LIMITS.fleetSize + 1)).toBe(false);
    expect(Object.keys(leadRules()).sort()).toEqual(Object.keys(KeyAccountLeadSchema.shape).sort());
  });
});
