import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { CategoryInputs } from './CategoryInputs';
import { categoryPayload } from './categoryPayload';
import { validateCategory } from './categoryValidation';

/** /admin/categories/add */
export const CategoryCreate = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <RoutePopin title="portal.categories.add_title" onClose={onClose}>
      <CreateBase
        resource="categories"
        redirect={false}
        transform={categoryPayload}
        mutationOptions={{
          onSuccess: () => {
            notify('portal.categories.added', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(translateError(error, translate), { type: 'error' }),
        }}
      >
        <SimpleForm
          validate={validateCategory}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <CategoryInputs />
        </SimpleForm>
      </CreateBase>
    </RoutePopin>
  );
};
