import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { QueryProvider } from '@/testing/query-provider';
import { aTool } from '@/testing/tool-fixtures';
import { ToolTile } from './ToolTile';

function renderTiles(statuses: Record<string, unknown>, ...tools: ReturnType<typeof aTool>[]) {
  const fetchMock = mockApi({ toolStatuses: { body: statuses } });
  render(
    <MemoryRouter>
      {tools.map((tool) => (
        <ToolTile key={tool._id} tool={tool} action={null} />
      ))}
    </MemoryRouter>,
    { wrapper: QueryProvider },
  );
  return fetchMock;
}

describe('a checked tool status on its tile', () => {
  it('shows down with a text alternative and a tooltip giving the last check and its response time', async () => {
    await i18n.changeLanguage('en');
    const payroll = aTool({ en: 'Payroll' });
    const mail = aTool({ en: 'Mail' });
    const fetchMock = renderTiles({ [payroll._id]: { status: 'down', checkedAt: '2026-11-28T10:15:00Z', responseMs: 412, maintenance: null } }, payroll, mail);

    const link = await screen.findByRole('link', { name: /^Payroll.*Status: down/ });
    const mark = link.querySelector('[data-status="down"]') as HTMLElement;
    expect(within(mark).getByText('Down')).toBeInTheDocument();
    expect(mark.getAttribute('title')).toMatch(/^Status: down · Last check: 28\/11\/2026,? \d\d:\d\d · Response time: 412 ms$/);
    // An unchecked tool has no mark, and every tile shares one read of the statuses.
    expect(screen.getByRole('link', { name: /^Mail/ }).querySelector('[data-status]')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('toolStatuses'))).toHaveLength(1);
  });

  it('shows a maintenance with its message and end, in the interface language', async () => {
    await i18n.changeLanguage('ja');
    const payroll = aTool({ en: 'Payroll' });
    renderTiles({ [payroll._id]: { status: 'maintenance', checkedAt: null, responseMs: null, maintenance: { message: 'v12 への更新', until: '2026-11-29T08:00:00Z' } } }, payroll);
    const mark = await screen.findByText('メンテナンス');
    expect(mark.parentElement!.getAttribute('title')).toMatch(/^ステータス：メンテナンス中 · v12 への更新 · 2026\/11\/29,? \d\d:\d\d まで$/);
    await i18n.changeLanguage('en');
  });

  it('shows nothing when the statuses cannot be read', async () => {
    const payroll = aTool({ en: 'Payroll' });
    mockApi({});
    render(
      <MemoryRouter>
        <ToolTile tool={payroll} action={null} />
      </MemoryRouter>,
      { wrapper: QueryProvider },
    );
    const link = await screen.findByRole('link', { name: /^Payroll/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.querySelector('[data-status]')).toBeNull();
  });
});
