import {
  DeleteWithConfirmButton,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { DefaultToolInputs } from './DefaultToolInputs';
import { defaultToolPayload, validateDefaultTool } from './defaultToolPayload';

/** /admin/default_tools/edit/:id; delete (with confirmation) for administrators only. */
export const DefaultToolEdit = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ resource: 'default_tools', action: 'delete' });
  const onError = (error: unknown) => notify(translateError(error, translate), { type: 'error' });
  return (
    <RoutePopin title="portal.default_tools.edit_title" onClose={onClose}>
      <EditBase
        resource="default_tools"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        transform={defaultToolPayload}
        mutationOptions={{
          onSuccess: () => {
            notify('portal.default_tools.edited', { type: 'success' });
            onClose();
          },
          onError,
        }}
      >
        <SimpleForm
          validate={validateDefaultTool}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              {canDelete && (
                <DeleteWithConfirmButton
                  mutationMode="pessimistic"
                  redirect={false}
                  confirmTitle="portal.default_tools.delete_confirm_title"
                  confirmContent="portal.default_tools.delete_confirm"
                  mutationOptions={{
                    onSuccess: () => {
                      notify('portal.default_tools.removed', { type: 'success', messageArgs: { smart_count: 1 } });
                      onClose();
                    },
                    onError,
                  }}
                />
              )}
            </Toolbar>
          }
        >
          <DefaultToolInputs />
        </SimpleForm>
      </EditBase>
    </RoutePopin>
  );
};
