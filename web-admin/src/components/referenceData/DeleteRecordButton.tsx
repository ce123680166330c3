import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useDelete, useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';
import { useNotifyAfterClose } from '../useNotifyAfterClose';

export interface DeletionTexts {
  /** i18n keys: the confirmation's title and question, and the notice once deleted. */
  title: string;
  content: string;
  notice: string;
  noticeArgs?: Record<string, unknown>;
}

interface DeleteRecordButtonProps {
  resource: string;
  texts: DeletionTexts;
  onDeleted: () => void;
  onError: (error: unknown) => void;
}

/** Deletes the popin's record once the confirmation is accepted, waiting for the server's answer. */
export const DeleteRecordButton = ({ resource, texts, onDeleted, onError }: DeleteRecordButtonProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const representation = useGetRecordRepresentation(resource);
  const notifyAfterClose = useNotifyAfterClose();
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notifyAfterClose(texts.notice, texts.noticeArgs);
          onDeleted();
        },
        onError: (error) => {
          setAsking(false);
          onError(error);
        },
      },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {translate('ra.action.delete')}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        loading={isPending}
        title={texts.title}
        content={texts.content}
        translateOptions={{ recordRepresentation: representation(record) }}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
