import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const MANAGER_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const user = aUser({ _id: MANAGER_ID });
const tool = aTool({
  _id: 't42',
  title: { en: 'Leave requests', fr: 'Congés' },
  description: { fr: 'Demandes de congés' },
  url: { en: 'https://leave.example.com' },
  categories: ['c1'],
  managers: [MANAGER_ID, 'bbbbbbbbbbbbbbbbbbbbbbbb'],
});
const replies = (shown = tool, extra = {}) =>
  frontPageReplies(user, {
    'getApp/t42': { body: shown },
    [`categories/for-user/${MANAGER_ID}`]: { body: [{ _id: 'c1', name: { en: 'Human resources' }, icon: null, totalApps: 1 }] },
    [`getUsers/id/${MANAGER_ID},bbbbbbbbbbbbbbbbbbbbbbbb`]: {
      body: [
        { _id: MANAGER_ID, firstname: 'Jeanne', lastname: 'Dupont', fullname: 'Jeanne Dupont', id_portal: 'jd' },
        { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', firstname: 'Marc', lastname: 'Martin', fullname: 'Marc Martin', id_portal: 'mm' },
      ],
    },
    ...extra,
  });

describe('tool information popup', () => {
  it('opens over the front page as a labelled dialog with the tool in the current language, falling back to en then fr', async () => {
    renderAppAt('/infos-tool/t42/wall', replies());

    const dialog = await screen.findByRole('dialog', { name: 'Leave requests' });
    expect(screen.getByRole('heading', { level: 1, name: 'My tools' })).toBeInTheDocument(); // the front page stays behind
    expect(within(dialog).getByText('Demandes de congés')).toBeInTheDocument(); // no en description: the fr one
    expect(within(dialog).getByRole('link', { name: /Open the tool/ })).toHaveAttribute('href', 'https://leave.example.com');
    expect(await within(dialog).findByText('Human resources')).toBeInTheDocument();
    expect(await within(dialog).findByText('Jeanne Dupont, Marc Martin')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-tool/t42');
  });

  it("names a managing group by its title rather than the guid the tool stores", async () => {
    const managedByGroups = { ...tool, managers: [MANAGER_ID, 'GRP-FINANCE-PARIS', 'GRP-GONE'] };
    renderAppAt(
      '/infos-tool/t42',
      replies(managedByGroups, {
        [`getUsers/id/${MANAGER_ID}`]: { body: [{ _id: MANAGER_ID, firstname: 'Jeanne', lastname: 'Dupont', fullname: 'Jeanne Dupont', id_portal: 'jd' }] },
        'getServices/id/GRP-FINANCE-PARIS,GRP-GONE': { body: [{ _id: 'g1', title: 'Finance Paris', guid: 'GRP-FINANCE-PARIS' }] },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave requests' });
    // A group the directory no longer has keeps its guid.
    expect(await within(dialog).findByText('Jeanne Dupont, Finance Paris, GRP-GONE')).toBeInTheDocument();
  });

  it('closes with Escape, the close button and the back button, returning to the front page', async () => {
    const { router } = renderAppAt('/', replies());
    await screen.findByRole('heading', { level: 1, name: 'My tools' });

    await router.navigate('/infos-tool/t42');
    await screen.findByRole('dialog', { name: 'Leave requests' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    await router.navigate('/infos-tool/t42');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await router.navigate('/infos-tool/t42');
    await screen.findByRole('dialog');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the pending-edition button instead of edit for a tool awaiting approval', async () => {
    renderAppAt('/infos-tool/t42', replies({ ...tool, has_pending_validation: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave requests' });
    expect(within(dialog).getByRole('link', { name: 'Pending edition' })).toHaveAttribute('href', '/edit-tool/t42');
    expect(within(dialog).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers no edit button to someone who does not manage the tool', async () => {
    renderAppAt('/infos-tool/t42', replies({ ...tool, managers: ['bbbbbbbbbbbbbbbbbbbbbbbb'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave requests' });
    expect(within(dialog).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says so when the tool does not exist or is not visible', async () => {
    renderAppAt('/infos-tool/nope', replies());
    expect(await screen.findByText('This tool does not exist or is not available to you.')).toBeInTheDocument();
  });

  it('keeps /login/{id} and /user/{id} as the front page under the popup', async () => {
    const { router } = renderAppAt('/user/u9', replies());
    expect(await screen.findByRole('heading', { level: 1, name: 'My tools' })).toBeInTheDocument();
    await router.navigate('/login/u9/infos-tool/t42');
    await screen.findByRole('dialog', { name: 'Leave requests' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/u9'));
  });
});

describe('tool information popup, issue 13 (minor 17)', () => {
  it('shows the title once, as the heading', async () => {
    renderAppAt('/infos-tool/t42/wall', replies());
    const dialog = await screen.findByRole('dialog', { name: 'Leave requests' });
    expect(within(dialog).getAllByText('Leave requests')).toHaveLength(1);
  });

  it('adds the tool to the bookmarks, then offers to remove it', async () => {
    const server = replies(tool, { getBookmarkedApps: { body: [] }, updateBookmarkedApps: { body: { bookmarks: ['t42'] } } });
    const { fetchMock } = renderAppAt('/infos-tool/t42/wall', server);
    const dialog = await screen.findByRole('dialog', { name: 'Leave requests' });
    const add = await within(dialog).findByRole('button', { name: 'Add to my bookmarks' });
    await waitFor(() => expect(add).toBeEnabled());
    server.getBookmarkedApps = { body: [tool] }; // what the server holds once saved
    await userEvent.click(add);
    expect(await within(dialog).findByRole('button', { name: 'Remove from my bookmarks' })).toBeInTheDocument();
    expect(await screen.findByText('Leave requests was added to your bookmarks.')).toBeInTheDocument();
    await waitFor(() => expect(sentTo(fetchMock, 'updateBookmarkedApps')[0]?.body).toMatchObject({ bookmarks: ['t42'] }));
  });
});
