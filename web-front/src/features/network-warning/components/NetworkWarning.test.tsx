import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const internal = aTool({ en: 'Intranet', url: { en: 'https://news.intranet.example.com/' } });
const external = aTool({ en: 'Public site', url: { en: 'https://www.example.org/' } });
const wall = (user: ReturnType<typeof aUser>) => ({ [`getApps/null/${user._id}/10/100/true/true/false/false`]: { body: [internal, external] } });

const outside = aUser({ is_in_hermes_network: false, hermes_internal_websites: ['intranet.example.com'] });

describe('network warning', () => {
  it('warns a user outside the company network before opening an internal website, with cancel and continue', async () => {
    renderAppAt('/', frontPageReplies(outside, wall(outside)));
    const link = await screen.findByRole('link', { name: /^Intranet/ });
    // fireEvent: jsdom cannot follow a link; what matters is that the click was stopped.
    expect(fireEvent.click(link)).toBe(false);

    const warning = screen.getByRole('alertdialog', { name: 'You are outside the company network' });
    expect(within(warning).getByText(/internal company website/)).toBeInTheDocument();
    const proceed = within(warning).getByRole('link', { name: 'Continue' });
    expect(proceed).toHaveAttribute('href', 'https://news.intranet.example.com/');
    expect(proceed).toHaveAttribute('target', '_blank');
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets other links open without a warning', async () => {
    renderAppAt('/', frontPageReplies(outside, wall(outside)));
    const link = await screen.findByRole('link', { name: /^Public site/ });
    link.addEventListener('click', (event) => event.preventDefault()); // keep jsdom from navigating
    fireEvent.click(link);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('never warns a user inside the company network', async () => {
    const inside = aUser({ is_in_hermes_network: true, hermes_internal_websites: ['intranet.example.com'] });
    renderAppAt('/', frontPageReplies(inside, wall(inside)));
    const link = await screen.findByRole('link', { name: /^Intranet/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
