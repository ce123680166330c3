import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useGetRecordRepresentation, useRecordContext } from 'react-admin';
import { ConfirmButton } from '../ConfirmButton';
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
  const record = useRecordContext();
  const representation = useGetRecordRepresentation(resource);
  const notifyAfterClose = useNotifyAfterClose();
  const [deleteOne] = useDelete();
  if (!record) return null;

  const confirm = async () => {
    await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    notifyAfterClose(texts.notice, texts.noticeArgs);
    onDeleted();
  };

  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      color="error"
      title={texts.title}
      content={texts.content}
      translateOptions={{ recordRepresentation: representation(record) }}
      onConfirm={confirm}
      onError={onError}
    />
  );
};
