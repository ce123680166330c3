import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SharedTooltipArea } from './SharedTooltip';

const table = () =>
  render(
    <SharedTooltipArea>
      <span data-tooltip="Expense tracker for Europe" tabIndex={0}>
        Expense tracker f…
      </span>
      <span data-tooltip="24/11/2026 09:30">Today</span>
      <span>No tooltip</span>
    </SharedTooltipArea>,
  );

describe('shared tooltip', () => {
  it('shows the hovered element’s text, describing that element, and follows the mouse', async () => {
    table();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText('Expense tracker f…'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Expense tracker for Europe');
    expect(screen.getByText('Expense tracker f…')).toHaveAccessibleDescription('Expense tracker for Europe');

    await userEvent.hover(screen.getByText('Today'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('24/11/2026 09:30');
    expect(screen.getByText('Expense tracker f…')).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    table();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Expense tracker for Europe');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText('Expense tracker f…')).not.toHaveAttribute('aria-describedby');
  });

  it('shows nothing over an element without a tooltip', async () => {
    table();
    await userEvent.hover(screen.getByText('No tooltip'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
