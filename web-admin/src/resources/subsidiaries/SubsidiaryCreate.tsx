import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { RoutePopin } from '../../components/RoutePopin';
import { useNotifyAfterClose } from '../../components/useNotifyAfterClose';
import { translateError } from '../../i18n/translateError';
import { SubsidiaryInputs } from './SubsidiaryInputs';
import { validateSubsidiary } from './subsidiaryValidation';

/** /admin/subsidiaries/add */
export const SubsidiaryCreate = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const notifyAfterClose = useNotifyAfterClose();
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
            notifyAfterClose('portal.subsidiaries.added');
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
