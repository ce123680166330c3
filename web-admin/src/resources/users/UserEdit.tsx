import { EditBase, SimpleForm, TextField, useNotify, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { UserInputs } from './UserInputs';
import { userPayload, validateUser, type UserFormValues } from './userPayload';

/** /admin/users/edit-user/:id */
export const UserEdit = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const notify = useNotify();
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
            notify('portal.users.saved', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(translateError(error, translate), { type: 'error' }),
        }}
      >
        <Typography variant="h6" component="p">
          <TextField source="fullname" variant="h6" />
        </Typography>
        <SimpleForm validate={validateUser}>
          <UserInputs />
        </SimpleForm>
      </EditBase>
    </RoutePopin>
  );
};
