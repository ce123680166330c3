import { useId, type ReactNode } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

interface PopinProps {
  /** Names what the popin is about ("Edit the category", "Approval request rejected"). */
  title: ReactNode;
  /** Called on Escape, on a click on the overlay and on the close button (spec section 2). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content (save, confirm, cancel…). */
  actions?: ReactNode;
  /** Shows a progress bar instead of the content while what it shows is read. */
  loading?: boolean;
  /** Shows this message instead of the content, e.g. when what it shows could not be read. */
  error?: ReactNode;
  /** A form that draws its own content and actions areas (DialogContent, DialogActions) gets false. */
  padded?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  open?: boolean;
  /**
   * Draws the content while closed, hidden (and out of the accessibility tree), so that opening only
   * shows it: a popin that opens after a delay renders its form during that delay.
   */
  keepMounted?: boolean;
}

/**
 * The back-office's one dialog, for its popins and confirmations. MUI's dialog gives the rest:
 * the focus stays inside while it is open and returns to what opened it when it closes.
 */
export const Popin = ({
  title,
  onClose,
  children,
  actions,
  loading = false,
  error,
  padded = true,
  maxWidth = 'md',
  open = true,
  keepMounted = false,
}: PopinProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const body = loading ? (
    <LinearProgress aria-label={translate('ra.page.loading')} />
  ) : error ? (
    <Alert severity="error">{error}</Alert>
  ) : (
    children
  );
  const framed = padded || loading || !!error;
  return (
    <Dialog open={open} keepMounted={keepMounted} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {framed ? <DialogContent dividers>{body}</DialogContent> : body}
      {actions && !loading && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
};
