import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { SubsidiaryInputs } from './SubsidiaryInputs';
import { validateSubsidiary } from './subsidiaryValidation';

/** /admin/subsidiaries/add */
export const SubsidiaryCreate = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <RoutePopin title="portal.subsidiaries.add_title" onClose={onClose}>
      <CreateBase
        resource="subsidiaries"
        redirect={false}
        record={{ name: '', companies: [] }}
        transform={(data) => ({ ...data, is_translated: false })}
        mutationOptions={{
          onSuccess: () => {
            notify('portal.subsidiaries.added', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(translateError(error, translate), { type: 'error' }),
        }}
      >
        <SimpleForm
          validate={validateSubsidiary}
          // Saving an untouched popin shows which fields are missing (spec section 5).
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <SubsidiaryInputs />
        </SimpleForm>
      </CreateBase>
    </RoutePopin>
  );
};
