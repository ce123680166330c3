import { useRef, useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { useNotifyAfterClose } from '../../components/useNotifyAfterClose';
import type { PortalDataProvider } from '../../dataProvider';
import { translateError } from '../../i18n/translateError';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** /admin/categories/import: a JSON file (as the export writes it); anything else is refused before sending. */
export const CategoryImport = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyAfterClose = useNotifyAfterClose();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ message: string; details: [string, string][] }>();

  const importFile = useMutation({
    mutationFn: async (text: string) => (await dataProvider.importCategories(text)).data,
    onSuccess: ({ created, updated }) => {
      notifyAfterClose('portal.categories.imported', { created, updated });
      refresh();
      onClose();
    },
    onError: (error) => {
      const message = translateError(error, translate);
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setProblem({ message, details: Object.entries(errors) });
      notify(message, { type: 'error' });
    },
  });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await readText(file);
    if (!isJson(text)) {
      const message = translate('portal.categories.not_json');
      setProblem({ message, details: [] });
      notify(message, { type: 'error' });
      return;
    }
    setProblem(undefined);
    importFile.mutate(text);
  };

  return (
    <Popin title={translate('portal.categories.import_title')} onClose={onClose} maxWidth="sm">
      <Stack spacing={2}>
        <Typography variant="body2">{translate('portal.categories.import_help')}</Typography>
        <div>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={importFile.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {translate('portal.categories.choose_file')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".json,application/json"
            aria-label={translate('portal.categories.choose_file')}
            onChange={onChange}
          />
        </div>
        {problem && (
          <Alert severity="error">
            {problem.message}
            {problem.details.length > 0 && (
              <List dense>
                {problem.details.map(([field, message]) => (
                  <ListItem key={field} disableGutters>
                    {field}: {message}
                  </ListItem>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Popin>
  );
};
