import type { Locale } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  byGroupId,
  clearFlashes,
  flashes,
  GROUPS,
  PATHS,
  pickOption,
  proxyRow,
  renderWithProviders,
  serveProxies,
  typeInto,
  useProxyLocale,
} from '../testing/proxy-test-kit';
import { ProxyFormDialog } from './proxy-form-dialog';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByTestId('proxy-form-submit'));
const errorOf = (field: string) => screen.queryByTestId(`${field}-error`)?.textContent ?? null;
/** Types a date and time into the expiry picker as a member would, Enter to take it. */
function pickExpiry(when: dayjs.Dayjs) {
  const input = screen.getByTestId('proxy-expire');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: when.format('YYYY-MM-DD HH:mm') } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}
async function fillGood() {
  typeInto('proxy-host', '203.0.113.7');
  typeInto('proxy-port', '1080');
  typeInto('proxy-account', 'user-7');
  typeInto('proxy-password', 'p@ss:w0rd!');
  await pickOption('proxy-group', 'proxy-group-option', byGroupId(2));
}
const serveGroups = (more: Parameters<typeof serveProxies>[0] = {}) => serveProxies({ [PATHS.groups]: () => GROUPS, ...more });

/** The spec's messages (points 5 and 8 "Proxy"), in each language. */
const WORDS: Record<Locale, Record<'host' | 'ipv4' | 'port' | 'account' | 'password' | 'group' | 'credential' | 'past', string>> = {
  'zh-CN': {
    host: '请输入IP',
    ipv4: '请输入正确的IPv4',
    port: '请输入端口',
    account: '请输入账号',
    password: '请输入密码',
    group: '请选择分组',
    credential: '账号和密码只能包含字母、数字和 !@#$%^&*();:.,/~+-_?<>[]=|{}',
    past: '不能选择当前时间之前的时间',
  },
  'en-US': {
    host: 'Please enter IP',
    ipv4: 'Please enter a valid IPv4',
    port: 'Please enter port',
    account: 'Please enter account',
    password: 'Please enter password',
    group: 'Please select group',
    credential: 'Account and password may contain only letters, digits and !@#$%^&*();:.,/~+-_?<>[]=|{}',
    past: 'Cannot select a time before now',
  },
};

// antd's selects and pickers are slow to render in jsdom on a shared machine.
describe.each(['zh-CN', 'en-US'] as const)('the add proxy form in %s', { timeout: 30_000 }, (locale) => {
  const words = WORDS[locale];
  beforeEach(() => useProxyLocale(locale));

  it('needs IP, port, account, password and group before anything is sent', async () => {
    const server = serveGroups();
    renderWithProviders(<ProxyFormDialog open proxy={null} onClose={() => undefined} />);
    submit();
    expect(errorOf('proxy-host')).toBe(words.host);
    expect(errorOf('proxy-port')).toBe(words.port);
    expect(errorOf('proxy-account')).toBe(words.account);
    expect(errorOf('proxy-password')).toBe(words.password);
    expect(errorOf('proxy-group')).toBe(words.group);
    // A field's message goes as soon as it is changed.
    typeInto('proxy-port', '8080');
    expect(errorOf('proxy-port')).toBeNull();
    expect(server.to(PATHS.create)).toHaveLength(0);
  });

  it('takes IPv4 only, and credentials of letters, digits and the listed symbols', async () => {
    const server = serveGroups();
    renderWithProviders(<ProxyFormDialog open proxy={null} onClose={() => undefined} />);
    await fillGood();
    for (const host of ['256.1.1.1', '10.0.0', 'proxy.example.com', '2001:db8::1', '010.0.0.1']) {
      typeInto('proxy-host', host);
      submit();
      expect(errorOf('proxy-host'), host).toBe(words.ipv4);
    }
    typeInto('proxy-host', '127.0.0.1');
    typeInto('proxy-account', 'user name');
    typeInto('proxy-password', '密码');
    submit();
    expect(errorOf('proxy-host')).toBeNull();
    expect(errorOf('proxy-account')).toBe(words.credential);
    expect(errorOf('proxy-password')).toBe(words.credential);
    expect(server.to(PATHS.create)).toHaveLength(0);
  });

  it('refuses an expiry time that has passed by the time the form is sent', async () => {
    const server = serveGroups();
    renderWithProviders(<ProxyFormDialog open proxy={null} onClose={() => undefined} />);
    await fillGood();
    // Five minutes ahead, then the form is left open for ten.
    pickExpiry(dayjs().add(5, 'minute'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayjs().add(10, 'minute').toDate());
    submit();
    expect(errorOf('proxy-expire')).toBe(words.past);
    expect(server.to(PATHS.create)).toHaveLength(0);
  });
});

describe('the add and edit proxy form', { timeout: 30_000 }, () => {
  beforeEach(() => useProxyLocale('zh-CN'));

  it('sends the proxy with its type, group, remark and expiry, then says "Added successfully"', async () => {
    const server = serveGroups({ [PATHS.create]: () => 41 });
    const onClose = vi.fn();
    renderWithProviders(<ProxyFormDialog open proxy={null} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('proxy-protocol-HTTP'));
    await fillGood();
    typeInto('proxy-host', ' 203.0.113.7 ');
    typeInto('proxy-remark', '东京 1 号');
    const when = dayjs().add(30, 'day').second(0).millisecond(0);
    pickExpiry(when);
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to(PATHS.create).map((r) => r.body)).toEqual([
      {
        protocol: 'HTTP',
        host: '203.0.113.7',
        port: 1080,
        account: 'user-7',
        password: 'p@ss:w0rd!',
        groupId: 2,
        remark: '东京 1 号',
        expireTime: when.valueOf(),
      },
    ]);
    expect(flashes('success')).toEqual(['添加成功']);
  });

  it('creates a group on the spot ("Group added successfully") and chooses it', async () => {
    let groups = GROUPS;
    const server = serveProxies({
      [PATHS.groups]: () => groups,
      [PATHS.createGroup]: ({ body }) => {
        groups = [...GROUPS, { id: 9, name: (body as { name: string }).name, proxyCount: 0 }];
        return 9;
      },
    });
    renderWithProviders(<ProxyFormDialog open proxy={null} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('proxy-group-new'));
    typeInto('proxy-group-new-name', '一二三四五六七八九十一');
    fireEvent.click(screen.getByTestId('proxy-group-new-save'));
    expect(screen.getByTestId('proxy-group-new-error').textContent).toBe('分组名称为 1-10 个字符');
    typeInto('proxy-group-new-name', ' 欧洲 ');
    fireEvent.click(screen.getByTestId('proxy-group-new-save'));
    await waitFor(() => expect(flashes('success')).toEqual(['分组添加成功']));
    expect(server.to(PATHS.createGroup).map((r) => r.body)).toEqual([{ name: '欧洲' }]);
    await waitFor(() => expect(within(screen.getByTestId('proxy-group')).getByText('欧洲')).toBeTruthy());
    expect(screen.queryByTestId('proxy-group-new-name')).toBeNull();
  });

  it('edits a proxy with the password left empty to keep it, then says "Edit successful"', async () => {
    const server = serveGroups({ [PATHS.update]: () => true });
    const onClose = vi.fn();
    const proxy = proxyRow(5, { groupId: 1, groupName: '美国', remark: '旧备注', expireTime: dayjs().subtract(1, 'day').valueOf() });
    renderWithProviders(<ProxyFormDialog open proxy={proxy} onClose={onClose} />);
    const password = screen.getByTestId('proxy-password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('留空则保持不变');
    expect((screen.getByTestId('proxy-host') as HTMLInputElement).value).toBe('203.0.113.5');
    typeInto('proxy-port', '1081');
    // The expiry already passed and was left alone: the server judges it, the form does not block the edit.
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = server.to(PATHS.update).map((r) => r.body as Record<string, unknown>);
    expect(sent).toMatchObject({ id: 5, host: '203.0.113.5', port: 1081, account: 'user5', groupId: 1, remark: '旧备注' });
    expect(sent).not.toHaveProperty('password');
    expect(flashes('success')).toEqual(['编辑成功']);
  });
});
