import { useRef, useState } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_LOGO_COLOR, defaultAbbreviation, IMAGE_EXTENSIONS, LIMITS, logoBackground, pickTranslation, readableTextOn, type Translated } from '@contracts';
import type { PortalDataProvider } from '../../../dataProvider';
import { translateWorkflowError } from '../../../components/translateWorkflowError';
import { ACCEPTED_IMAGES, isAcceptedImage } from './logoFile';

const FILES_ROOT = '/api/files/';

/**
 * The tool's logo: an uploaded image (uploadFile), or, without one, its abbreviation (at most 3
 * characters, by default the title's first 3 letters, else S) on a colour (by default orange).
 */
export const LogoInput = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { setValue } = useFormContext();
  const [image, abrev, color, title] = useWatch({ name: ['logo.image', 'logo.abrev', 'logo.color', 'title'] }) as [
    string | undefined,
    string | undefined,
    string | undefined,
    Translated | undefined,
  ];
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);

  const fail = (message: string) => {
    setError(message);
    zone.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!isAcceptedImage(file)) {
      notify('portal.tools.form.logo_types', { type: 'error', messageArgs: { extensions: IMAGE_EXTENSIONS.join(', ') } });
      fail(translate('portal.workflow_errors.invalid_image_type'));
      return;
    }
    if (file.size > LIMITS.uploadMaxBytes) {
      fail(translate('portal.workflow_errors.payload_too_large'));
      return;
    }
    setUploading(true);
    try {
      const { filename } = await dataProvider.uploadLogo(file);
      setValue('logo.image', filename, { shouldDirty: true });
    } catch (failure) {
      fail(translateWorkflowError(failure, translate));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const fallbackAbbreviation = defaultAbbreviation(pickTranslation(title, 'en'));
  return (
    <Box ref={zone} data-testid="tool-logo">
      <Typography variant="subtitle2" gutterBottom>
        {translate('portal.tools.form.logo')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {image ? (
          <Avatar variant="rounded" src={`${FILES_ROOT}${image}`} alt={translate('portal.tools.form.logo')} sx={{ width: 64, height: 64 }} />
        ) : (
          <Avatar variant="rounded" sx={{ width: 64, height: 64, bgcolor: logoBackground(color), color: readableTextOn(logoBackground(color)) }} aria-label={translate('portal.tools.form.logo_preview')}>
            {(abrev?.trim() || fallbackAbbreviation).toUpperCase()}
          </Avatar>
        )}
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />} disabled={disabled || uploading}>
              {translate('portal.tools.form.logo_upload')}
              <input
                ref={fileInput}
                hidden
                type="file"
                accept={ACCEPTED_IMAGES}
                aria-label={translate('portal.tools.form.logo_upload')}
                onChange={(event) => upload(event.target.files?.[0])}
              />
            </Button>
            {image && !disabled && (
              <Button size="small" onClick={() => setValue('logo.image', undefined, { shouldDirty: true })}>
                {translate('portal.tools.form.logo_remove')}
              </Button>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate('portal.tools.form.logo_help', { min: LIMITS.logoMinPixels, extensions: IMAGE_EXTENSIONS.join(', ') })}
          </Typography>
        </Stack>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {!image && (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <TextInput
            source="logo.abrev"
            label="portal.tools.form.logo_abrev"
            disabled={disabled}
            helperText={translate('portal.tools.form.logo_abrev_help', { abrev: fallbackAbbreviation })}
            slotProps={{ htmlInput: { maxLength: LIMITS.logoAbbreviationMaxLength } }}
          />
          <TextField
            type="color"
            label={translate('portal.tools.form.logo_color')}
            value={color || DEFAULT_LOGO_COLOR}
            disabled={disabled}
            onChange={(event) => setValue('logo.color', event.target.value, { shouldDirty: true })}
            sx={{ width: 120 }}
          />
        </Stack>
      )}
    </Box>
  );
};
