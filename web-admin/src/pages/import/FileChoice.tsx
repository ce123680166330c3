import { useRef } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface FileChoiceProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** One of the two directory files (CSV or JSON), with the chosen file's name. */
export const FileChoice = ({ label, file, onChange, disabled }: FileChoiceProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography sx={{ minWidth: 160 }}>{translate(label)}</Typography>
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {translate('portal.import.choose_file')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.json,text/csv,application/json"
        aria-label={translate(label)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Typography variant="body2" color="text.secondary">
        {file?.name ?? translate('portal.import.no_file')}
      </Typography>
    </Stack>
  );
};
