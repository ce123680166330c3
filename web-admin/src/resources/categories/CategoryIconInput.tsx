import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, FormHelperText, Stack } from '@mui/material';
import { InputHelperText, useInput, useRecordContext, useTranslate } from 'react-admin';
import { categoryIconUrl, IMAGE_EXTENSIONS, LIMITS } from '@contracts';
import { readIconFile } from './readIconFile';

const REASON_KEYS = {
  type: 'portal.categories.icon_type',
  too_small: 'portal.categories.icon_too_small',
  unreadable: 'portal.categories.icon_unreadable',
} as const;

/** The category icon: a chosen image, checked, then held as a data URL the server stores as a file. */
export const CategoryIconInput = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ icon_url?: string | null }>();
  const { field, fieldState, formState } = useInput({ source: 'icon' });
  const [problem, setProblem] = useState<keyof typeof REASON_KEYS>();
  const fileInput = useRef<HTMLInputElement>(null);
  const unchanged = field.value && field.value === formState.defaultValues?.icon;
  const preview = unchanged ? record?.icon_url : categoryIconUrl(field.value);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    const checked = await readIconFile(file);
    if (!checked.ok) return setProblem(checked.reason);
    setProblem(undefined);
    field.onChange(checked.dataUrl);
  };

  const fieldError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
      <Avatar variant="rounded" src={preview ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'grey.100' }} />
      <div>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {translate('portal.categories.icon_choose')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={IMAGE_EXTENSIONS.join(',')}
          aria-label={translate('portal.categories.icon_choose')}
          onChange={onChange}
          data-testid="category-icon-file"
        />
        <FormHelperText error={!!problem || !!fieldError}>
          {problem
            ? translate(REASON_KEYS[problem], { min: LIMITS.categoryIconMinPixels })
            : fieldError
              ? <InputHelperText error={fieldError} />
              : translate('portal.categories.icon_help', { min: LIMITS.categoryIconMinPixels })}
        </FormHelperText>
      </div>
    </Stack>
  );
};
