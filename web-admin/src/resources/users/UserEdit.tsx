import { TextField } from 'react-admin';
import { Typography } from '@mui/material';
import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { EndSessionsButton } from './EndSessionsButton';
import { UserInputs } from './UserInputs';
import { userPayload, validateUser, type UserFormValues } from './userPayload';

/** /admin/users/edit-user/:id. People come from the directory import: the back-office edits them but never deletes them. */
export const UserEdit = ({ id, onClose }: { id: string; onClose: () => void }) => (
  <ReferenceDataPopin
    resource="users"
    id={id}
    title="portal.users.edit_title"
    savedNotice="portal.users.saved"
    onClose={onClose}
    validate={validateUser}
    transform={(data, options) => userPayload(data as UserFormValues, options?.previousData as UserFormValues)}
    header={
      <Typography variant="h6" component="p">
        <TextField source="fullname" variant="h6" />
      </Typography>
    }
    extraActions={<EndSessionsButton userId={id} />}
  >
    <UserInputs />
  </ReferenceDataPopin>
);
