import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The icon as the server serves it (`icon_url`: a stored file's address or an older data URL). */
export const CategoryIconField = (_props: { label?: string }) => {
  const record = useRecordContext<{ icon_url?: string | null }>();
  return <Avatar variant="rounded" src={record?.icon_url ?? undefined} alt="" sx={{ width: 32, height: 32 }} />;
};
