import type { ReactNode } from 'react';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/**
 * A back-office popin (spec section 2): it closes on Escape, on a click on the overlay and on its
 * close button, each time calling `onClose`, which returns to the parent list's route.
 */
export const Popin = ({
  title,
  onClose,
  children,
  maxWidth = 'md',
  open = true,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  open?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="popin-title" scroll="paper">
      <DialogTitle id="popin-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
};
