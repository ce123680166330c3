import {
  DeleteWithConfirmButton,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { SubsidiaryInputs } from './SubsidiaryInputs';
import { validateSubsidiary } from './subsidiaryValidation';

interface SubsidiaryEditProps {
  id: string;
  onClose: () => void;
}

/** /admin/subsidiaries/edit/:id, with delete after a confirmation. */
export const SubsidiaryEdit = ({ id, onClose }: SubsidiaryEditProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const onError = (error: unknown) => notify(translateError(error, translate), { type: 'error' });
  return (
    <RoutePopin title="portal.subsidiaries.edit_title" onClose={onClose}>
      <EditBase
        resource="subsidiaries"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            notify('portal.subsidiaries.edited', { type: 'success' });
            onClose();
          },
          onError,
        }}
      >
        <SimpleForm
          validate={validateSubsidiary}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteWithConfirmButton
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle="portal.subsidiaries.delete_title"
                confirmContent="portal.subsidiaries.delete_confirm"
                mutationOptions={{
                  onSuccess: () => {
                    notify('portal.subsidiaries.deleted', { type: 'success' });
                    onClose();
                  },
                  onError,
                }}
              />
            </Toolbar>
          }
        >
          <SubsidiaryInputs />
        </SimpleForm>
      </EditBase>
    </RoutePopin>
  );
};
