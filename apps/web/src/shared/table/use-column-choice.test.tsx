import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { stubAntdBrowserApis } from './stub-antd-browser-apis';
import { TableToolbar } from './table-toolbar';
import { columnChoiceKey, useColumnChoice } from './use-column-choice';

const DEFINITIONS = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
];

/** A list table as pages build it: the toolbar and the shown columns' headers. */
function Table({ id }: { id: string }) {
  const choice = useColumnChoice(id, DEFINITIONS);
  return (
    <section data-testid={`table-${id}`}>
      <TableToolbar columns={choice.columns} onColumnsChange={choice.onColumnsChange} />
      <div data-testid={`head-${id}`}>
        {DEFINITIONS.filter((d) => choice.isVisible(d.key))
          .map((d) => d.label)
          .join(',')}
      </div>
    </section>
  );
}

async function hide(id: string, label: string) {
  fireEvent.click(within(screen.getByTestId(`table-${id}`)).getByTestId('toolbar-columns'));
  const dialog = await screen.findByTestId('columns-dialog');
  const [shownList] = Array.from(dialog.querySelectorAll<HTMLElement>('.ant-transfer-section'));
  fireEvent.click(within(shownList!).getByText(label));
  fireEvent.click(dialog.querySelectorAll<HTMLButtonElement>('.ant-transfer-actions button')[0]!);
}

beforeAll(() => {
  localStorage.setItem('locale', 'en-US');
  initI18n();
  stubAntdBrowserApis();
});
beforeEach(() => {
  localStorage.removeItem(columnChoiceKey('a'));
  localStorage.removeItem(columnChoiceKey('b'));
});
afterEach(cleanup);

describe('useColumnChoice', () => {
  // antd's menus and dialogs are slow to render in jsdom on a shared machine.
  it('keeps each table’s choice apart and remembers it when the table comes back', { timeout: 30_000 }, async () => {
    render(
      <>
        <Table id="a" />
        <Table id="b" />
      </>,
    );
    await hide('a', 'Status');
    expect(screen.getByTestId('head-a').textContent).toBe('Name');
    expect(screen.getByTestId('head-b').textContent).toBe('Name,Status');
    cleanup();

    render(
      <>
        <Table id="a" />
        <Table id="b" />
      </>,
    );
    expect(screen.getByTestId('head-a').textContent).toBe('Name');
    expect(screen.getByTestId('head-b').textContent).toBe('Name,Status');
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('a'))!)).toEqual(['status']);
  });

  it('shows every column when the stored choice is damaged', () => {
    localStorage.setItem(columnChoiceKey('a'), '{not json');
    render(<Table id="a" />);
    expect(screen.getByTestId('head-a').textContent).toBe('Name,Status');
  });
});
