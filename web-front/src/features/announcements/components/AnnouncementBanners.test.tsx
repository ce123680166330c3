import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyAnnouncements, PersonAnnouncement } from '@contracts';
import { i18n } from '@/i18n/i18n';
import { aUser } from '@/testing/fixtures';
import { calledUrl, mockApi, type FakeReply } from '@/testing/mock-api';
import { QueryProvider } from '@/testing/query-provider';
import { aTool } from '@/testing/tool-fixtures';
import { AnnouncementBanners } from './AnnouncementBanners';
import { NewsMenu } from './NewsMenu';

const WALL = 'getApps/null/u1/10/100/true/true/false/false';
const MINE = 'announcements/mine';
const mail = aTool({ _id: '64b0000000000000000000a1', title: { en: 'Mail' } });
const payroll = aTool({ _id: '64b0000000000000000000a2', title: { en: 'Payroll' } });

function anAnnouncement(over: Partial<PersonAnnouncement>): PersonAnnouncement {
  return { id: '64b0000000000000000000f1', kind: 'info', title: 'Expense policy', body: '<p>New rules</p>', lang: 'en', startsAt: '2026-11-01T08:00:00Z', endsAt: '2026-12-01T08:00:00Z', tools: [], current: true, dismissed: false, read: false, ...over };
}
function mine(over: Partial<MyAnnouncements> = {}): FakeReply {
  return { body: { banners: [], news: [], unread: 0, maintenanceByTool: {}, seenTools: [mail._id, payroll._id], ...over } };
}
const posted = (api: ReturnType<typeof mockApi>, path: string) =>
  (api.mock.calls as unknown as [RequestInfo | URL, RequestInit][]).flatMap(([, init], index) => (calledUrl(api, index).pathname === `/api/${path}` ? [JSON.parse(String(init.body))] : []));

function renderBanners(replies: Record<string, FakeReply>) {
  const api = mockApi(replies);
  render(
    <MemoryRouter>
      <AnnouncementBanners user={aUser({ _id: 'u1' })} />
      <NewsMenu />
    </MemoryRouter>,
    { wrapper: QueryProvider },
  );
  return api;
}

beforeEach(() => i18n.changeLanguage('en'));

describe('announcement banners', () => {
  const policy = anAnnouncement({});
  const outage = anAnnouncement({ id: '64b0000000000000000000f2', kind: 'maintenance', title: 'Payroll closed', lang: 'fr' });

  it('shows each current announcement with its kind in words, in its own language, and tells screen readers once', async () => {
    renderBanners({ [MINE]: mine({ banners: [policy, outage], news: [policy, outage], unread: 2 }), [WALL]: { body: [mail, payroll] } });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^InformationExpense policyNew rules/), expect.stringMatching(/^MaintenancePayroll closed/)]);
    expect(items[1]).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('Information: Expense policy Maintenance: Payroll closed');
  });

  it('dismisses a banner on the server and shows the list as read again', async () => {
    const replies: Record<string, FakeReply> = { [MINE]: mine({ banners: [policy, outage] }), [WALL]: { body: [mail] }, [`announcements/${policy.id}/dismiss`]: { body: {} } };
    const api = renderBanners(replies);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss the announcement “Expense policy”' });
    replies[MINE] = mine({ banners: [outage] });
    await userEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByText('Expense policy')).not.toBeInTheDocument());
    expect(posted(api, `announcements/${policy.id}/dismiss`)).toEqual([{}]);
    expect(screen.getByText('Payroll closed')).toBeInTheDocument();
  });

  it('records the whole wall as seen the first time, without calling anything new', async () => {
    const replies: Record<string, FakeReply> = { [MINE]: mine({ seenTools: null }), [WALL]: { body: [mail, payroll] }, 'announcements/seen-tools': { body: {} } };
    const api = renderBanners(replies);
    await waitFor(() => expect(posted(api, 'announcements/seen-tools')).toEqual([{ ids: [mail._id, payroll._id] }]));
    expect(screen.queryByText(/New for you/)).not.toBeInTheDocument();
  });

  it('shows a tool that became visible under "New for you" until the person dismisses it', async () => {
    const replies: Record<string, FakeReply> = { [MINE]: mine({ seenTools: [mail._id] }), [WALL]: { body: [mail, payroll] }, 'announcements/seen-tools': { body: {} } };
    const api = renderBanners(replies);
    const section = await screen.findByRole('region', { name: 'New for you: 1 tool' });
    expect(within(section).getByRole('link', { name: /Payroll/ })).toBeInTheDocument();
    replies[MINE] = mine({ seenTools: [mail._id, payroll._id] });
    await userEvent.click(within(section).getByRole('button', { name: 'Dismiss the new tools' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /New for you/ })).not.toBeInTheDocument());
    expect(posted(api, 'announcements/seen-tools')).toEqual([{ ids: [payroll._id] }]);
  });
});

describe('News in the header', () => {
  it('counts the unread ones, lists dismissed and ended ones too, and marks them read when opened', async () => {
    const dismissed = anAnnouncement({ id: '64b0000000000000000000f3', title: 'Old closing', dismissed: true });
    const ended = anAnnouncement({ id: '64b0000000000000000000f4', title: 'Last month', current: false });
    const replies: Record<string, FakeReply> = { [MINE]: mine({ news: [ended, dismissed], unread: 1 }), [WALL]: { body: [] }, 'announcements/read': { body: {} } };
    const api = renderBanners(replies);
    const button = await screen.findByRole('button', { name: 'News 1 unread' });
    replies[MINE] = mine({ news: [{ ...ended, read: true }, dismissed], unread: 0 });
    await userEvent.click(button);
    expect(screen.getByText('Old closing')).toBeVisible();
    expect(screen.getByText(/ended/)).toBeVisible();
    expect(screen.getByText(/dismissed/)).toBeVisible();
    await waitFor(() => expect(posted(api, 'announcements/read')).toEqual([{ ids: [ended.id] }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'News' })).toBeInTheDocument());
  });
});
