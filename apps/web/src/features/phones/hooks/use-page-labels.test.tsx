import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { PhoneRow } from '@cloudphone/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneLabelsContext, usePhoneLabels } from '../phone-labels-context';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { serve } from '../test-serve';
import { LABEL_BATCH_SIZE, labelChunks, usePageLabels } from './use-page-labels';

const BATCH = '/app-api/trade/phone-bound/label-list-batch';

beforeAll(() => initPhonesI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the labels of a page of cards', () => {
  it('asks for the loaded own phones only, 200 a request', () => {
    const rows = [...Array.from({ length: 250 }, (_, i) => makePhone(i + 1)), makePhone(999, { accreditType: 2, authorized: true })];
    const chunks = labelChunks(rows);
    expect(chunks.map((c) => c.length)).toEqual([LABEL_BATCH_SIZE, 50]);
    expect(chunks.flat()).not.toContain(999);
    expect(labelChunks([makePhone(5, { accreditType: 1, authorized: true })])).toEqual([]);
  });

  it('gives each card its phone’s labels through the context', async () => {
    const sent = serve({
      [BATCH]: () => ({ data: [{ phoneId: 2, labels: [{ id: 7, label: '主号', createTime: 1 }] }] }),
    });
    function Card({ id }: { id: number }) {
      const labels = usePhoneLabels().labelsOf(id);
      return <span data-testid={`card-${id}`}>{labels.map((l) => l.label).join(',')}</span>;
    }
    function Page({ rows }: { rows: PhoneRow[] }) {
      const { value } = usePageLabels(rows);
      return (
        <PhoneLabelsContext value={value}>
          {rows.map((r) => (
            <Card key={r.id} id={r.id} />
          ))}
        </PhoneLabelsContext>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Page rows={[makePhone(1), makePhone(2), makePhone(3, { accreditType: 2, authorized: true })]} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('card-2').textContent).toBe('主号'));
    expect(screen.getByTestId('card-1').textContent).toBe('');
    expect(sent).toEqual([{ path: BATCH, body: { phoneIds: [1, 2] } }]);
  });
});
