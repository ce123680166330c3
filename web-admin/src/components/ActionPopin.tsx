import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Popin } from './Popin';

interface ActionPopinProps {
  /** Translated title. */
  title: string;
  /** The popin's one action: its translated text, look, and whether it may run yet. */
  action: { label: string; color?: ButtonProps['color']; icon?: ReactNode; disabled?: boolean; autoFocus?: boolean };
  /** True while the action runs: both buttons wait, and Escape and the overlay change nothing. */
  busy: boolean;
  onAction: () => void;
  onClose: () => void;
  open?: boolean;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/** A question before one action (confirm, refuse, grant): Cancel, and the action's button. */
export const ActionPopin = ({ title, action, busy, onAction, onClose, open, maxWidth = 'sm', children }: ActionPopinProps) => {
  const translate = useTranslate();
  return (
    <Popin
      open={open}
      title={title}
      onClose={busy ? () => undefined : onClose}
      maxWidth={maxWidth}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color={action.color} startIcon={action.icon} disabled={busy || action.disabled} onClick={onAction} autoFocus={action.autoFocus}>
            {action.label}
          </Button>
        </>
      }
    >
      {children}
    </Popin>
  );
};
