import { useRef, useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { Popin } from '../../components/Popin';
import { useNotifyAfterClose } from '../../components/useNotifyAfterClose';
import type { PortalDataProvider } from '../../dataProvider';
import { translateError, translateErrorCode } from '../../i18n/translateError';

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

type ImportErrorBody = { errors?: Record<string, string>; violations?: Record<string, { code: string; params?: Record<string, string | number> }> };

/**
 * The refused entries of an import, one line each: "Category 1: Please name…" for the server's
 * `0.name`, the message in the reader's language when its code is known.
 */
export function importProblems(body: ImportErrorBody | undefined, translate: TranslateFunction): string[] {
  return Object.entries(body?.errors ?? {}).map(([field, message]) => {
    const violation = body?.violations?.[field];
    const text = violation ? translateErrorCode(violation.code, translate, message) : message;
    const entry = /^(\d+)\./.exec(field);
    return entry ? translate('portal.categories.import_entry', { number: Number(entry[1]) + 1, message: text }) : text;
  });
}

/**
 * /admin/categories/import: a JSON file (as the export writes it); anything else is refused before
 * sending. What went wrong shows in the popin only, each new problem replacing the last (no toast,
 * which would stay up over the next problem).
 */
export const CategoryImport = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notifyAfterClose = useNotifyAfterClose();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ message: string; details: string[] }>();

  const importFile = useMutation({
    mutationFn: async (text: string) => (await dataProvider.importCategories(text)).data,
    onSuccess: ({ created, updated }) => {
      notifyAfterClose('portal.categories.imported', { created, updated });
      refresh();
      onClose();
    },
    onError: (error) => {
      setProblem({ message: translateError(error, translate), details: importProblems((error as { body?: ImportErrorBody }).body, translate) });
    },
  });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await readText(file);
    if (!isJson(text)) {
      setProblem({ message: translate('portal.categories.not_json'), details: [] });
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
                {problem.details.map((line) => (
                  <ListItem key={line} disableGutters>
                    {line}
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
