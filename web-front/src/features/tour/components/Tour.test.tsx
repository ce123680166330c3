import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';

const newcomer = aUser({ tour: false });

describe('tour', () => {
  it('starts for a user who has not done it and walks through four steps with previous and next', async () => {
    renderAppAt('/', frontPageReplies(newcomer, { updateUser: { body: { ...newcomer, tour: true } } }));

    const first = await screen.findByRole('dialog', { name: 'Your tools' });
    expect(within(first).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Your bookmarks' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const last = screen.getByRole('dialog', { name: 'Add a tool' });
    expect(within(last).getByText('Step 4 of 4')).toBeInTheDocument();
    expect(within(last).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(last.querySelector('svg.tour__image')).not.toBeNull();
  });

  it('marks the tour done and saves the user (PUT updateUser) when finished', async () => {
    const { fetchMock } = renderAppAt('/', frontPageReplies(newcomer, { updateUser: { body: { ...newcomer, tour: true } } }));
    await screen.findByRole('dialog', { name: 'Your tools' });
    for (let step = 0; step < 3; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sentTo(fetchMock, 'updateUser')).toHaveLength(1));
    expect(sentTo(fetchMock, 'updateUser')[0]).toMatchObject({ method: 'PUT', body: { _id: newcomer._id, tour: true } });
  });

  it('stops (and is saved as done) when closed with Escape', async () => {
    const { fetchMock } = renderAppAt('/', frontPageReplies(newcomer, { updateUser: { body: { ...newcomer, tour: true } } }));
    await screen.findByRole('dialog', { name: 'Your tools' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sentTo(fetchMock, 'updateUser')[0]?.body).toMatchObject({ tour: true }));
  });

  it('does not start for a user who has done it, but does with ?onboarding, which closing removes', async () => {
    const done = aUser({ tour: true });
    const { router } = renderAppAt('/?onboarding', frontPageReplies(done, { updateUser: { body: done } }));
    await screen.findByRole('dialog', { name: 'Your tools' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never starts for a user who has done it', async () => {
    renderAppAt('/', frontPageReplies(aUser({ tour: true })));
    await screen.findByRole('heading', { level: 1, name: 'My tools' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    renderAppAt('/', frontPageReplies(aUser({ tour: false, language: 'ja' })));
    expect(await screen.findByRole('dialog', { name: 'あなたのツール' })).toBeInTheDocument();
    expect(screen.getByText('ステップ 1/4')).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    expect(await screen.findByRole('dialog', { name: 'Vos outils' })).toBeInTheDocument();
  });
});

describe('tour highlights and mobile copy (issue 13, minors 15 and 16)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('highlights the panel each step describes, and only that one', async () => {
    renderAppAt('/', frontPageReplies(newcomer, { updateUser: { body: { ...newcomer, tour: true } } }));
    await screen.findByRole('dialog', { name: 'Your tools' });
    const highlighted = () => [...document.querySelectorAll('.tour-target')];
    await waitFor(() => expect(highlighted()).toEqual([screen.getByRole('region', { name: 'Tools' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(highlighted()).toEqual([screen.getByRole('region', { name: 'My bookmarks' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(highlighted()).toEqual([screen.getByRole('search')]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(highlighted()[0]).toContainElement(screen.getByRole('link', { name: 'Add a tool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(highlighted()).toEqual([]);
  });

  it('speaks of the ⋮ menu and the dropdown on a phone, not of dragging and the sidebar', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: /max-width/.test(query), addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderAppAt('/', frontPageReplies(newcomer, { updateUser: { body: { ...newcomer, tour: true } } }));
    const first = await screen.findByRole('dialog', { name: 'Your tools' });
    expect(within(first).getByText(/with the dropdown above the tools/)).toBeInTheDocument();
    expect(first).not.toHaveTextContent(/sidebar/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('dialog', { name: 'Your bookmarks' });
    expect(second).toHaveTextContent(/⋮ menu/);
    expect(second).not.toHaveTextContent(/[Dd]rag/);
  });
});
