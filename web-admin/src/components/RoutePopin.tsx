import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

interface RoutePopinProps {
  /** i18n key of the popin's title. */
  title: string;
  /** Called on Escape, on a click on the overlay and on the close button (spec section 2). */
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}

/**
 * A popin opened by a route over its list (e.g. /admin/categories/add): always open while the
 * route matches; closing it is navigating back to the list, which the caller does in onClose.
 */
export const RoutePopin = ({ title, onClose, children, maxWidth = 'sm' }: RoutePopinProps) => {
  const translate = useTranslate();
  const label = translate(title);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="route-popin-title">
      <DialogTitle id="route-popin-title" sx={{ pr: 6 }}>
        {label}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
};
