import type { ReactNode } from 'react';
import { CreateBase, EditBase, SaveButton, SimpleForm, Toolbar, useTranslate, type TransformData, type ValidateForm } from 'react-admin';
import { Popin } from '../Popin';
import { useNotifyAfterClose } from '../useNotifyAfterClose';
import { useSaveFailure, useSubmitWithFieldErrors } from '../useSaveFailure';
import { DeleteRecordButton, type DeletionTexts } from './DeleteRecordButton';

interface ReferenceDataPopinProps {
  resource: string;
  /** The record edited; none when the popin adds one. */
  id?: string;
  /**
   * The resource's i18n prefix (`portal.categories`): the popin's title and the notice after a save are
   * its `add_title` and `added` when adding, its `edit_title` and `edited` when editing.
   */
  messages?: string;
  /** i18n keys of the title and of the notice, where they do not follow `messages`. */
  title?: string;
  savedNotice?: string;
  onClose: () => void;
  /** The resource's inputs. */
  children: ReactNode;
  validate?: ValidateForm;
  /** The form's values → the payload the server takes. */
  transform?: TransformData;
  /** A new record's starting values. */
  defaults?: Record<string, unknown>;
  /** Offered in the edit popin when given: delete, after a confirmation. */
  deletion?: DeletionTexts;
  /** More buttons beside Save, e.g. the users' "end sessions". */
  extraActions?: ReactNode;
  /** Shown above the form, e.g. whom the popin edits. */
  header?: ReactNode;
}

/**
 * The add and edit popins of the reference data (categories, subsidiaries, default tools, users):
 * reads the record, shows the resource's inputs, saves with the server's field errors translated
 * under their fields, then closes and notifies once the list is back.
 */
export const ReferenceDataPopin = ({ resource, id, messages, title, savedNotice, onClose, transform, defaults, ...form }: ReferenceDataPopinProps) => {
  const heading = title ?? `${messages}.${id ? 'edit_title' : 'add_title'}`;
  const notice = savedNotice ?? `${messages}.${id ? 'edited' : 'added'}`;
  const translate = useTranslate();
  const notifyAfterClose = useNotifyAfterClose();
  const { failure, onError } = useSaveFailure();
  const mutationOptions = {
    onSuccess: () => {
      notifyAfterClose(notice);
      onClose();
    },
    onError,
  };
  const body = <ReferenceDataForm {...form} id={id} resource={resource} failure={failure} onClose={onClose} onError={onError} />;
  return (
    <Popin title={translate(heading)} onClose={onClose} maxWidth="sm">
      {id ? (
        <EditBase resource={resource} id={id} redirect={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
          {body}
        </EditBase>
      ) : (
        <CreateBase resource={resource} redirect={false} record={defaults} transform={transform} mutationOptions={mutationOptions}>
          {body}
        </CreateBase>
      )}
    </Popin>
  );
};

interface ReferenceDataFormProps extends Pick<ReferenceDataPopinProps, 'children' | 'validate' | 'deletion' | 'extraActions' | 'header' | 'id' | 'resource' | 'onClose'> {
  failure: { current: unknown };
  onError: (error: unknown) => void;
}

const ReferenceDataForm = ({ children, validate, deletion, extraActions, header, id, resource, failure, onClose, onError }: ReferenceDataFormProps) => {
  const submit = useSubmitWithFieldErrors(failure);
  const adding = !id;
  return (
    <>
      {header}
      <SimpleForm
        onSubmit={submit}
        validate={validate}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            {/* Saving an untouched add popin shows which fields are missing (spec section 5). */}
            <SaveButton alwaysEnable={adding} />
            {extraActions}
            {!adding && deletion && <DeleteRecordButton resource={resource} texts={deletion} onDeleted={onClose} onError={onError} />}
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </>
  );
};
