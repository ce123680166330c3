import { EditBase, SaveButton, SimpleForm, TextField, Toolbar, useNotify, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { RoutePopin } from '../../components/RoutePopin';
import { useNotifyAfterClose } from '../../components/useNotifyAfterClose';
import { translateError } from '../../i18n/translateError';
import { EndSessionsButton } from './EndSessionsButton';
import { UserInputs } from './UserInputs';
import { userPayload, validateUser, type UserFormValues } from './userPayload';

/** /admin/users/edit-user/:id */
export const UserEdit = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const notify = useNotify();
  const notifyAfterClose = useNotifyAfterClose();
  const translate = useTranslate();
  return (
    <RoutePopin title="portal.users.edit_title" onClose={onClose}>
      <EditBase
        resource="users"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        transform={(data, options) => userPayload(data as UserFormValues, options?.previousData as UserFormValues)}
        mutationOptions={{
          onSuccess: () => {
            notifyAfterClose('portal.users.saved');
            onClose();
          },
          onError: (error) => notify(translateError(error, translate), { type: 'error' }),
        }}
      >
        <Typography variant="h6" component="p">
          <TextField source="fullname" variant="h6" />
        </Typography>
        <SimpleForm
          validate={validateUser}
          // People come from the directory import: the back-office edits them but never deletes them.
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <EndSessionsButton userId={id} />
            </Toolbar>
          }
        >
          <UserInputs />
        </SimpleForm>
      </EditBase>
    </RoutePopin>
  );
};
