import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { playZhCN } from '../i18n/play.zh-cn';
import { PlayHeader } from './play-header';

function renderHeader(props: { isViewOnly: boolean; onTakeControl?: () => void }) {
  render(
    <MemoryRouter>
      <PlayHeader
        phone={null}
        index={-1}
        total={0}
        prev={undefined}
        next={undefined}
        listPath="/index"
        onSwitch={() => undefined}
        {...props}
      />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', playZhCN, true, false);
});
afterEach(cleanup);

describe('the play header', () => {
  it('marks a view-only session and offers no take-over to a grantee', () => {
    renderHeader({ isViewOnly: true });
    expect(screen.getByTestId('play-view-only').textContent).toBe('仅查看');
    expect(screen.getByTestId('play-view-only').getAttribute('title')).toBe('这台云机仅授权查看，不能操作');
    expect(screen.queryByTestId('play-take-control')).toBeNull();
  });

  it('lets the owner watching a grantee take control', () => {
    const onTakeControl = vi.fn();
    renderHeader({ isViewOnly: true, onTakeControl });
    expect(screen.getByTestId('play-view-only').getAttribute('title')).toBe('被授权的账号正在操作这台云机，您可以观看，或接管控制');
    fireEvent.click(screen.getByTestId('play-take-control'));
    expect(onTakeControl).toHaveBeenCalledTimes(1);
  });

  it('shows neither on a session in control', () => {
    renderHeader({ isViewOnly: false });
    expect(screen.queryByTestId('play-view-only')).toBeNull();
    expect(screen.queryByTestId('play-take-control')).toBeNull();
  });
});
