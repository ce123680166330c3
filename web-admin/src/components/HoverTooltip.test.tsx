import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './HoverTooltip';

describe('a tooltip drawn at the first hover or focus', () => {
  it('describes its text before any hover, then shows the tooltip on hover and hides it on leaving', async () => {
    render(
      <HoverTooltip title="24 November 2026, 10:54" describeChild>
        <span>Today</span>
      </HoverTooltip>,
    );
    expect(screen.getByText('Today')).toHaveAccessibleDescription('24 November 2026, 10:54');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText('Today'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('24 November 2026, 10:54');
    expect(screen.getByText('Today')).toHaveAccessibleDescription('24 November 2026, 10:54');
    await userEvent.unhover(screen.getByText('Today'));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the keyboard focus on its text and shows the tooltip', async () => {
    render(
      <>
        <button>Before</button>
        <HoverTooltip title="Expense tracker for Europe" describeChild>
          <span tabIndex={0}>Expense tracker f…</span>
        </HoverTooltip>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByText('Expense tracker f…')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Expense tracker for Europe');
  });

  it('names its child when it does not describe it', () => {
    render(
      <HoverTooltip title="Awaiting approval">
        <span>Pending</span>
      </HoverTooltip>,
    );
    expect(screen.getByText('Pending')).toHaveAttribute('aria-label', 'Awaiting approval');
  });
});
