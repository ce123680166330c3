import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';

const user = aUser({ background: 1 });
const frontBackground = () => (document.querySelector('.front-page') as HTMLElement).style.getPropertyValue('--front-background');

describe('background picker', () => {
  it('offers the 19 backgrounds with the current one (1 by default) marked', async () => {
    renderAppAt('/edit-background/', frontPageReplies(aUser({ background: undefined as unknown as number })));

    const dialog = await screen.findByRole('dialog', { name: 'Choose a background' });
    const choices = within(dialog).getAllByRole('button', { name: /^Background \d+$/ });
    expect(choices).toHaveLength(19);
    expect(within(dialog).getByRole('button', { name: 'Background 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(choices.map((choice) => choice.querySelector('img')!.getAttribute('src'))).size).toBe(19);
    expect(frontBackground()).toBe('url(/backgrounds/1.svg)');
  });

  it('saves a choice with PUT updateUser (the whole user) and shows it behind the front page at once', async () => {
    const { fetchMock } = renderAppAt('/edit-background/', frontPageReplies(user, { updateUser: { body: { ...user, background: 7 } } }));

    await userEvent.click(await screen.findByRole('button', { name: 'Background 7' }));

    expect(frontBackground()).toBe('url(/backgrounds/7.svg)');
    expect(screen.getByRole('button', { name: 'Background 7' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sentTo(fetchMock, 'updateUser')).toHaveLength(1));
    const [saved] = sentTo(fetchMock, 'updateUser');
    expect(saved.method).toBe('PUT');
    expect(saved.body).toMatchObject({ _id: user._id, firstname: user.firstname, background: 7, tour: true });
  });

  it('puts the previous background back and says so when the save fails', async () => {
    renderAppAt('/edit-background/', frontPageReplies(user, { updateUser: { status: 400, body: { error: { message: 'bad', code: 'USER.INVALID' } } } }));

    await userEvent.click(await screen.findByRole('button', { name: 'Background 3' }));

    expect(await screen.findByText('Your choice could not be saved. Please try again.')).toBeInTheDocument();
    expect(frontBackground()).toBe('url(/backgrounds/1.svg)');
  });

  it('is opened by the edit icon over the background', async () => {
    const { router } = renderAppAt('/', frontPageReplies(user));
    await userEvent.click(await screen.findByRole('link', { name: 'Change the background' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a background' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-background/');
  });
});
