import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestableToolWire } from '@contracts';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const user = aUser();
const audit: RequestableToolWire = {
  toolId: 't9',
  title: 'Payroll audit',
  description: 'Audit of the monthly payroll',
  logo: { abrev: 'PA' },
  managers: ['Marc Manager'],
  maxDays: 30,
  question: null,
  openRequestId: null,
};
const wiki = aTool({ _id: 'w1', title: { en: 'Wiki' }, url: { en: 'https://wiki.example/' } });
const replies = (requestable: RequestableToolWire[]) =>
  frontPageReplies(user, {
    [`getApps/null/${user._id}/10/100/true/true/false/false`]: { body: [wiki] },
    'access-requests/requestable': { body: requestable },
  });

describe('tools one may ask for, on the front page', () => {
  it('have a "Request access" category in the sidebar, listing them without their address', async () => {
    renderAppAt('/', replies([audit]));
    const sidebar = await screen.findByRole('navigation', { name: 'Categories' });
    await userEvent.click(await within(sidebar).findByRole('button', { name: /^Request access/ }));
    expect(within(sidebar).getByRole('button', { name: /^Request access/ })).toHaveTextContent('1');

    expect(await screen.findByRole('heading', { level: 3, name: 'Request access' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Request access to Payroll audit' });
    expect(link).toHaveAttribute('href', '/request-access/t9');
    expect(screen.getByText('Managed by Marc Manager')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Wiki/ })).not.toBeInTheDocument();

    await userEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'Request access' })).toBeInTheDocument();
  });

  it('leave the category out when there is none', async () => {
    renderAppAt('/', replies([]));
    await screen.findByRole('link', { name: /^Wiki/ });
    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(sidebar).queryByRole('button', { name: /^Request access/ })).not.toBeInTheDocument();
  });

  it('are found by the wall’s search, below the person’s own tools, and say when a request is already sent', async () => {
    renderAppAt('/', replies([{ ...audit, openRequestId: 'r1' }]));
    await screen.findByRole('link', { name: /^Wiki/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a tool' }), 'payroll');
    const section = await screen.findByRole('region', { name: 'Request access' }, { timeout: 3000 });
    expect(within(section).getByRole('link', { name: 'Request sent for Payroll audit' })).toHaveTextContent('Request sent');
  });

  it('are found by the launcher, marked "Request access", and open the form rather than the tool', async () => {
    const { router } = renderAppAt('/', replies([audit]));
    await screen.findByRole('link', { name: /^Wiki/ });
    await userEvent.click(screen.getByRole('button', { name: /Quick open/ }));
    const field = await screen.findByRole('combobox', { name: 'Tool to open' });
    await userEvent.type(field, 'audit');
    const option = await screen.findByRole('option', { name: /Payroll audit/ });
    expect(option).toHaveTextContent('Request access');
    expect(option).toHaveAttribute('href', '/request-access/t9');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/request-access/t9'));
    expect(await screen.findByRole('dialog', { name: 'Request access' })).toBeInTheDocument();
  });
});
