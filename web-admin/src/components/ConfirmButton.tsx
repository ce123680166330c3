import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { translateError } from '../i18n/translateError';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmButtonProps extends Pick<ButtonProps, 'color' | 'size' | 'variant'> {
  /** i18n key of the button's text. */
  label: string;
  icon?: ReactNode;
  /** i18n keys of the confirmation's title and question, translated with translateOptions. */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  /** The action, run once confirmed; the dialog waits for it and closes when it ends. */
  onConfirm: () => Promise<unknown>;
  /** A failed action's notice; by default the translated error. */
  onError?: (error: unknown) => void;
}

/** A button whose far-reaching action runs only once its confirmation is accepted. */
export const ConfirmButton = ({ label, icon, color, size, variant, title, content, translateOptions, onConfirm, onError }: ConfirmButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const action = useMutation({
    mutationFn: onConfirm,
    onError: onError ?? ((error) => notify(translateError(error, translate), { type: 'error' })),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button color={color} size={size} variant={variant} startIcon={icon} disabled={action.isPending} onClick={() => setAsking(true)}>
        {translate(label)}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        loading={action.isPending}
        title={title}
        content={content}
        translateOptions={translateOptions}
        onConfirm={() => action.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
