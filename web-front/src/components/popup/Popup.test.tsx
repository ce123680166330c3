import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from './Popup';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Popup title="Details" onClose={close} footer={<button type="button">Last</button>}>
          <a href="https://example.com">First link</a>
        </Popup>
      )}
    </>
  );
}

describe('popup', () => {
  it('is a modal dialog labelled by its title, focused on opening and giving focus back on closing', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the popup', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on a click on the overlay or on the close button, not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    await userEvent.click(screen.getByText('First link').closest('.popup__body')!);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(document.querySelector('.popup-overlay')!);
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('stacked popups', () => {
  it('keeps the page from scrolling until the last popup closes', async () => {
    function Two() {
      const [open, setOpen] = useState({ a: true, b: true });
      return (
        <>
          {open.a && (
            <Popup title="A" onClose={() => setOpen((o) => ({ ...o, a: false }))}>
              a
            </Popup>
          )}
          {open.b && (
            <Popup title="B" onClose={() => setOpen((o) => ({ ...o, b: false }))}>
              b
            </Popup>
          )}
        </>
      );
    }
    render(<Two />);
    expect(document.body).toHaveClass('has-popup');
    await userEvent.click(screen.getByRole('dialog', { name: 'B' }).querySelector('.popup__close')!);
    expect(document.body).toHaveClass('has-popup');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body).not.toHaveClass('has-popup');
  });
});
