import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@contracts';
import type { UserCategory } from '@/api/wall-types';
import { i18n } from '@/i18n/i18n';
import { aUser } from '@/testing/fixtures';
import { calledUrl, mockApi, type FakeReply } from '@/testing/mock-api';
import { QueryProvider } from '@/testing/query-provider';
import { aCategory, aTool } from '@/testing/tool-fixtures';
import { WallPanel } from './WallPanel';

const wallPath = (managed: boolean, subsidiary: boolean) => `getApps/null/u1/10/100/true/true/${managed}/${subsidiary}`;
const WALL = wallPath(false, false);
const MANAGED = wallPath(true, false);
const SUBSIDIARY = wallPath(false, true);
const CATEGORIES = 'categories/for-user/u1';

const pseudo = (all: number, managed: number, subsidiary?: number): UserCategory[] => [
  aCategory('$all', 'All tools', all),
  ...(subsidiary === undefined ? [] : [aCategory('$subsidiary', 'My subsidiary tools', subsidiary)]),
  aCategory('$managed', 'Managed tools', managed),
];

function Harness({ user, searchTerm }: { user: CurrentUser; searchTerm: string }) {
  const [expanded, setExpanded] = useState(true);
  return <WallPanel user={user} searchTerm={searchTerm} expanded={expanded} onExpandedChange={setExpanded} />;
}

function renderWall(replies: Record<string, FakeReply>, { user = aUser(), searchTerm = '' } = {}) {
  const fetchMock = mockApi(replies);
  const view = render(
    <MemoryRouter>
      <Harness user={user} searchTerm={searchTerm} />
    </MemoryRouter>,
    { wrapper: QueryProvider },
  );
  return { fetchMock, rerender: (term: string) => view.rerender(<MemoryRouter><Harness user={user} searchTerm={term} /></MemoryRouter>) };
}

const tileList = async () => (await screen.findAllByRole('link', { name: /opens in a new tab/ })).map((link) => link.getAttribute('title'));

describe('wall tiles', () => {
  it('shows the tools in the order the server sends them, each a link opening the tool in a new tab', async () => {
    const tools = [aTool({ en: 'Leave requests', is_new: true }), aTool({ en: 'Expense reports' }), aTool({ en: 'Mail' })];
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: pseudo(3, 0) } });

    expect(await tileList()).toEqual(['Leave requests', 'Expense reports', 'Mail']);
    const leave = screen.getByRole('link', { name: /^Leave requests/ });
    expect(leave).toHaveAttribute('href', 'https://leave-requests.example.com');
    expect(leave).toHaveAttribute('target', '_blank');
    expect(leave).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(leave).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Mail/ })).queryByText('New')).not.toBeInTheDocument();
  });

  it('labels exactly the tools the server says are new (it alone knows whether a creation awaits approval)', async () => {
    const today = new Date().toISOString();
    const tools = [
      aTool({ en: 'Board minutes', is_new: true, users: ['u1'], created_time: today }),
      aTool({ en: 'Canteen', is_new: false, created_time: today, has_pending_validation: true }),
    ];
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: pseudo(2, 0) } });

    expect(within(await screen.findByRole('link', { name: /^Board minutes/ })).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Canteen/ })).queryByText('New')).not.toBeInTheDocument();
  });

  it('cuts long titles to 32 characters, keeping the whole title for screen readers and the tooltip', async () => {
    const long = 'Customer relationship management for the sales teams';
    renderWall({ [WALL]: { body: [aTool({ en: long })] }, [CATEGORIES]: { body: pseudo(1, 0) } });

    const link = await screen.findByRole('link', { name: new RegExp(`^${long}`) });
    expect(link).toHaveAttribute('title', long);
    expect(within(link).getByText('Customer relationship managemen…')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the logo image or the abbreviation on its colour', async () => {
    const withImage = aTool({ en: 'Mail', logo: { image: 'abc123.png' } });
    const withAbrev = aTool({ en: 'Leave', logo: { abrev: 'LV', color: '#ffd43b' } });
    renderWall({ [WALL]: { body: [withImage, withAbrev] }, [CATEGORIES]: { body: pseudo(2, 0) } });

    const mail = await screen.findByRole('link', { name: /^Mail/ });
    expect(mail.querySelector('img')).toHaveAttribute('src', '/api/files/abc123.png');
    expect(within(screen.getByRole('link', { name: /^Leave/ })).getByText('LV')).toHaveStyle({ color: '#000000' });

    fireEvent.error(mail.querySelector('img')!); // a file that cannot be read: the abbreviation instead
    expect(within(mail).getByText('MAI')).toBeInTheDocument();
  });

  it('opens the tool in the interface language, else English, else French', async () => {
    await i18n.changeLanguage('ja');
    const tool = aTool({ title: { fr: 'Congés', ja: '休暇' }, url: { fr: 'https://fr.example/conges', en: 'https://en.example/leave' } });
    const { fetchMock } = renderWall({ [WALL]: { body: [tool] }, [CATEGORIES]: { body: pseudo(1, 0) } });

    const link = await screen.findByRole('link', { name: /^休暇/ });
    expect(link).toHaveAttribute('href', 'https://en.example/leave');
    expect(calledUrl(fetchMock, 0).searchParams.get('lang')).toBe('ja');
  });

  it('shows the first 24 tiles, then "show more" reveals the rest and moves focus to the first new one', async () => {
    const tools = Array.from({ length: 30 }, (_, i) => aTool({ en: `Tool ${String(i + 1).padStart(2, '0')}` }));
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: pseudo(30, 0) } });

    expect(await tileList()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Show 6 more' }));

    expect(await tileList()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tool 25/ })).toHaveFocus();
  });

  it('makes the grid one stop of the Tab key: the current tile and its action; the arrows move among the tiles', async () => {
    const managed = Array.from({ length: 5 }, (_, i) => aTool({ _id: `m${i}`, en: `Managed ${i + 1}` }));
    renderWall({ [WALL]: { body: [] }, [CATEGORIES]: { body: pseudo(0, 5) }, [MANAGED]: { body: managed } });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await userEvent.click(within(nav).getByRole('button', { name: /Managed tools/ }));
    const first = await screen.findByRole('link', { name: /^Managed 1/ });
    const grid = first.closest('ul')!;
    const tabbable = () => [...grid.querySelectorAll<HTMLElement>('a, button')].filter((element) => element.tabIndex >= 0).map((element) => element.getAttribute('title'));
    expect(tabbable()).toEqual(['Managed 1', 'Edit Managed 1']);

    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: /^Managed 2/ })).toHaveFocus();
    expect(tabbable()).toEqual(['Managed 2', 'Edit Managed 2']);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Edit Managed 2' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: /^Managed 5/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(tabbable()).toEqual(['Managed 1', 'Edit Managed 1']);
  });

  it('says "No content" when there is no tool', async () => {
    renderWall({ [WALL]: { body: [] }, [CATEGORIES]: { body: pseudo(0, 0) } });
    expect(await screen.findByText('No content')).toBeInTheDocument();
  });

  it('says it is loading, then offers a retry when the list fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replies: Record<string, FakeReply> = { [WALL]: 'network-error', [CATEGORIES]: { body: pseudo(1, 0) } };
    renderWall(replies);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tools…');

    expect(await screen.findByRole('alert')).toHaveTextContent('The tools could not be loaded.');
    expect(logged).toHaveBeenCalledWith('POST getApps (wall) failed', expect.anything());
    replies[WALL] = { body: [aTool({ en: 'Mail' })] };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tileList()).toEqual(['Mail']);
  });
});

describe('category sidebar', () => {
  const hr = aCategory('hr', 'Human resources', 2);
  const it_ = aCategory('it', 'IT and support', 1);
  const archive = aCategory('archive', 'Archive', 0);
  const tools = [aTool({ en: 'Leave', categories: ['hr'] }), aTool({ en: 'Mail', categories: ['it'] }), aTool({ en: 'Payslips', categories: ['hr'] })];

  it('lists All tools, Managed tools, then the categories with their counts, empty ones last', async () => {
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: [...pseudo(3, 1), archive, it_, hr] } });

    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(5));
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All toolstools:3',
      'Managed toolstools:1',
      'Human resourcestools:2',
      'IT and supporttools:1',
      'Archivetools:0',
    ]);
    expect(within(nav).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All tools (3)',
      'Managed tools (1)',
      'Human resources (2)',
      'IT and support (1)',
      'Archive (0)',
    ]);
  });

  it('shows My subsidiary tools only to someone with a subsidiary', async () => {
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: [...pseudo(3, 1, 4), hr] } }, { user: aUser({ subsidiary: { _id: 's1' } }) });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('button', { name: /My subsidiary tools/ })).toBeInTheDocument();
  });

  it('narrows the wall to a category, from the list or from the mobile select', async () => {
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: [...pseudo(3, 1), it_, hr] } });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await tileList()).toHaveLength(3);

    await userEvent.click(await within(nav).findByRole('button', { name: /Human resources/ }));
    expect(within(nav).getByRole('button', { name: /Human resources/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Human resources' })).toBeInTheDocument();
    expect(await tileList()).toEqual(['Leave', 'Payslips']);

    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Category' }), 'it');
    expect(await tileList()).toEqual(['Mail']);
  });

  it('shows managed tools with an edit icon, or an info icon while a validation is pending', async () => {
    const managed = [aTool({ _id: 'pending1', en: 'Awaiting approval', has_pending_validation: true }), aTool({ _id: 'mine1', en: 'Managed by me' })];
    const { fetchMock } = renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: pseudo(3, 2) }, [MANAGED]: { body: managed } });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await tileList();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: /Managed tools/ }));

    expect(await screen.findByRole('link', { name: 'Edit Managed by me' })).toHaveAttribute('href', '/edit-tool/mine1');
    expect(screen.getByRole('link', { name: /Information about Awaiting approval/ })).toHaveAttribute('href', '/infos-tool/pending1/management');
    expect(screen.queryByRole('link', { name: 'Edit Awaiting approval' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some((_, index) => calledUrl(fetchMock, index).pathname === `/api/${MANAGED}`)).toBe(true);
  });

  it('says what an empty Managed tools is for, where the wall only says "No content"', async () => {
    renderWall({ [WALL]: { body: [] }, [CATEGORIES]: { body: pseudo(0, 0) }, [MANAGED]: { body: [] } });
    expect(await screen.findByText('No content')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await userEvent.click(within(nav).getByRole('button', { name: /Managed tools/ }));
    expect(await screen.findByText(/^No content\. The tools you manage appear here, to edit them/)).toBeInTheDocument();
  });

  it('lists the tools whose title matches the search first, then the others in the wall order', async () => {
    const tools = [
      aTool({ _id: 'help', en: 'Helpdesk', description: { en: 'Questions about payroll' } }),
      aTool({ _id: 'pay', en: 'Payroll' }),
    ];
    renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: pseudo(2, 0) } }, { searchTerm: 'payroll' });
    await waitFor(async () => expect(await tileList()).toEqual(['Payroll', 'Helpdesk']));
  });

  it('shows subsidiary tools in info mode to an employee', async () => {
    const user = aUser({ subsidiary: { _id: 's1' } });
    renderWall({ [WALL]: { body: [] }, [CATEGORIES]: { body: pseudo(0, 0, 1) }, [SUBSIDIARY]: { body: [aTool({ _id: 'eu', en: 'Europe portal' })] } }, { user });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await userEvent.click(await within(nav).findByRole('button', { name: /My subsidiary tools/ }));
    expect(await screen.findByRole('link', { name: /Information about Europe portal/ })).toHaveAttribute('href', '/infos-tool/eu/subsidiary');
  });
});

describe('category counts while loading (issue 13, minor 10)', () => {
  it('shows a loading placeholder, never a false zero, until the counts arrive', async () => {
    let answer: (value: Response) => void = () => undefined;
    mockApi({ [WALL]: { body: [] } });
    const fetchMock = vi.mocked(fetch);
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes(CATEGORIES) ? new Promise<Response>((resolve) => (answer = resolve)) : real(input, init),
    );
    render(
      <MemoryRouter>
        <Harness user={aUser()} searchTerm="" />
      </MemoryRouter>,
      { wrapper: QueryProvider },
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav).toHaveAttribute('aria-busy', 'true');
    const all = within(nav).getByRole('button', { name: /All tools/ });
    expect(all).toHaveTextContent(/^All tools\s*counting tools…$/);
    expect(all).not.toHaveTextContent('0');

    // The counts' call goes once the page is drawn (afterNextPaint): answered once asked.
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes(CATEGORIES))).toBe(true));
    answer(new Response(JSON.stringify(pseudo(4, 1)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(within(nav).getByRole('button', { name: /All tools/ })).toHaveTextContent(/^All tools\s*tools:\s*4$/));
    expect(nav).not.toHaveAttribute('aria-busy');
  });
});

describe('search filter and panel', () => {
  it('narrows the list to the tools matching the applied term, names of people included', async () => {
    const marc = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const tools = [aTool({ en: 'Leave', managers: [marc] }), aTool({ en: 'Mail', users: ['all', 'Finance'] })];
    const { rerender } = renderWall({
      [WALL]: { body: tools },
      [CATEGORIES]: { body: pseudo(2, 0) },
      [`getUsers/id/${marc}`]: { body: [{ _id: marc, fullname: 'Marc Manager' }] },
    });
    expect(await tileList()).toHaveLength(2);

    rerender('mail');
    expect(await tileList()).toEqual(['Mail']);
    rerender('marc');
    await waitFor(async () => expect(await tileList()).toEqual(['Leave']));
    // Only the people the tools name are asked for, by id: never the whole company's names.
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.filter((path) => path.includes('getUsers/id') || path.includes('getMapUsers'))).toEqual([`/api/getUsers/id/${marc}`]);
    rerender('nothing like it');
    expect(await screen.findByText('No tool matches “nothing like it”.')).toBeInTheDocument();
  });

  it('says the term and the count in the heading, for all tools or within a category', async () => {
    const tools = [aTool({ en: 'Travel booking', categories: ['hr'] }), aTool({ en: 'Travel expenses' }), aTool({ en: 'Mail' })];
    const { rerender } = renderWall({ [WALL]: { body: tools }, [CATEGORIES]: { body: [...pseudo(3, 0), aCategory('hr', 'Human resources', 1)] } });
    expect(await screen.findByRole('heading', { level: 3, name: 'All tools' })).toBeInTheDocument();
    rerender('travel');
    expect(await screen.findByRole('heading', { level: 3, name: '2 tools for “travel”' })).toBeInTheDocument();
    rerender('mail');
    expect(await screen.findByRole('heading', { level: 3, name: '1 tool for “mail”' })).toBeInTheDocument();

    rerender('travel');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    await userEvent.click(await within(nav).findByRole('button', { name: /Human resources/ }));
    expect(screen.getByRole('heading', { level: 3, name: '1 tool for “travel” in Human resources' })).toBeInTheDocument();
  });

  it('offers to clear a search that matches nothing', async () => {
    const onClearSearch = vi.fn();
    mockApi({ [WALL]: { body: [aTool({ en: 'Mail' })] }, [CATEGORIES]: { body: pseudo(1, 0) } });
    render(
      <MemoryRouter>
        <WallPanel user={aUser()} searchTerm="zzz" expanded onExpandedChange={() => undefined} onClearSearch={onClearSearch} />
      </MemoryRouter>,
      { wrapper: QueryProvider },
    );
    expect(await screen.findByRole('heading', { level: 3, name: '0 tools for “zzz”' })).toBeInTheDocument();
    expect(screen.queryByText('No content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onClearSearch).toHaveBeenCalledTimes(1);
  });

  it('collapses and expands with a toggle that says its state', async () => {
    renderWall({ [WALL]: { body: [aTool({ en: 'Mail' })] }, [CATEGORIES]: { body: pseudo(1, 0) } });
    const toggle = screen.getByRole('button', { name: /Collapse/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Expand/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Tools' })).toHaveClass('panel--collapsed');
  });
});
