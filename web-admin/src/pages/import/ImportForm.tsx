import type { AdminConfig } from '@contracts';
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { translateError } from '../../i18n/translateError';
import { ADMIN_CONFIG_QUERY_KEY } from '../config';
import { FileChoice } from './FileChoice';
import { canStartImport } from './importRules';

interface ImportFormProps {
  config: AdminConfig;
  onStarted: (jobId: string) => void;
}

/** The two files, the test mode, the two nightly paths, and the upload with its progress (spec section 2). */
export const ImportForm = ({ config, onStarted }: ImportFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [usersFile, setUsersFile] = useState<File | null>(null);
  const [servicesFile, setServicesFile] = useState<File | null>(null);
  const [importTestMode, setTestMode] = useState(config.importTestMode);
  const [usersPath, setUsersPath] = useState(config.importusersFilepath ?? '');
  const [servicesPath, setServicesPath] = useState(config.importservicesFilepath ?? '');
  const [progress, setProgress] = useState<number>();

  const start = useMutation({
    mutationFn: () =>
      dataProvider.startImport(
        { usersFile, servicesFile, importTestMode, importusersFilepath: usersPath.trim(), importservicesFilepath: servicesPath.trim() },
        setProgress,
      ),
    onSuccess: ({ data }) => {
      queryClient.invalidateQueries({ queryKey: ADMIN_CONFIG_QUERY_KEY });
      if (data.jobId) onStarted(data.jobId);
      else notify('portal.import.saved', { type: 'success' });
      setUsersFile(null);
      setServicesFile(null);
    },
    onError: (error) => {
      const message = translateError(error, translate);
      notify(message === translate('portal.errors.generic') ? 'portal.import.error' : message, { type: 'error' });
    },
    onSettled: () => setProgress(undefined),
  });

  const hasFile = !!usersFile || !!servicesFile;
  const allowed = canStartImport({ usersFile, servicesFile, importTestMode });

  return (
    <Stack spacing={2}>
      <FileChoice label="portal.import.users_file" file={usersFile} onChange={setUsersFile} disabled={start.isPending} />
      <FileChoice label="portal.import.services_file" file={servicesFile} onChange={setServicesFile} disabled={start.isPending} />
      <FormControlLabel
        control={<Checkbox checked={importTestMode} onChange={(event) => setTestMode(event.target.checked)} />}
        label={translate('portal.import.test_mode')}
      />
      {importTestMode && !allowed && <Alert severity="info">{translate('portal.import.test_mode_help')}</Alert>}
      <TextField label={translate('portal.import.users_path')} value={usersPath} onChange={(event) => setUsersPath(event.target.value)} fullWidth />
      <TextField
        label={translate('portal.import.services_path')}
        value={servicesPath}
        onChange={(event) => setServicesPath(event.target.value)}
        fullWidth
      />
      {progress !== undefined && (
        <Box>
          <Typography variant="body2">{translate('portal.import.uploading', { percent: progress })}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={translate('portal.import.uploading', { percent: progress })} />
        </Box>
      )}
      <Box>
        <Button variant="contained" disabled={!allowed || start.isPending} onClick={() => start.mutate()}>
          {translate(hasFile ? 'portal.import.start' : 'portal.import.save_paths')}
        </Button>
      </Box>
    </Stack>
  );
};
