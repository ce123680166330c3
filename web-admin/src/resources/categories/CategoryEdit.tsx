import { DeleteWithConfirmButton, EditBase, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { CategoryInputs } from './CategoryInputs';
import { categoryPayload } from './categoryPayload';
import { validateCategory } from './categoryValidation';

/** /admin/categories/edit/:id, with delete after a confirmation. */
export const CategoryEdit = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const onError = (error: unknown) => notify(translateError(error, translate), { type: 'error' });
  return (
    <RoutePopin title="portal.categories.edit_title" onClose={onClose}>
      <EditBase
        resource="categories"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        transform={categoryPayload}
        mutationOptions={{
          onSuccess: () => {
            notify('portal.categories.edited', { type: 'success' });
            onClose();
          },
          onError,
        }}
      >
        <SimpleForm
          validate={validateCategory}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteWithConfirmButton
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle="portal.categories.delete_title"
                confirmContent="portal.categories.delete_confirm"
                mutationOptions={{
                  onSuccess: () => {
                    notify('portal.categories.deleted', { type: 'success' });
                    onClose();
                  },
                  onError,
                }}
              />
            </Toolbar>
          }
        >
          <CategoryInputs />
        </SimpleForm>
      </EditBase>
    </RoutePopin>
  );
};
