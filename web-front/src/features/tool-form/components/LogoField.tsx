import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultAbbreviation, IMAGE_EXTENSIONS, LIMITS } from '@contracts';
import { uploadFile } from '@/api/tool-calls';
import { ToolLogo } from '@/features/wall';
import { errorTextOf, type FieldErrors } from '../field-errors';
import { isLogoTooSmall, LOGO_ACCEPT, logoProblemOf, rasterSizeOf, uploadProblemOf, type LogoProblem } from '../logo-file';
import type { ToolFormValues } from '../tool-form-values';
import { Icon } from '@/components/Icon';

interface LogoFieldProps {
  values: Pick<ToolFormValues, 'image' | 'abrev' | 'color'>;
  title: string;
  onChange: (change: Partial<Pick<ToolFormValues, 'image' | 'abrev' | 'color'>>) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The logo: an uploaded image, or an abbreviation (the title's first 3 letters by default) on a colour. */
export function LogoField({ values, title, onChange, errors, disabled }: LogoFieldProps) {
  const { t } = useTranslation();
  const ids = { file: useId(), hint: useId(), abrev: useId(), color: useId(), problem: useId() };
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const [uploading, setUploading] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const abrevError = errors['logo.abrev'];

  const showProblem = (found: LogoProblem) => {
    setProblem(found);
    // Spec section 5: the type error is scrolled into view at the logo.
    requestAnimationFrame(() => problemRef.current?.scrollIntoView?.({ block: 'center' }));
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const found = logoProblemOf(file);
    if (found) return showProblem(found);
    const size = await rasterSizeOf(file);
    if (size && isLogoTooSmall(size)) return showProblem('tooSmall');
    setProblem(null);
    setUploading(true);
    try {
      const { filename } = await uploadFile(file);
      onChange({ image: filename });
    } catch (error) {
      showProblem(uploadProblemOf(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="logo-field" disabled={disabled}>
      <legend>{t('toolForm.logo.legend')}</legend>
      {/* As in the back-office: the preview beside an "upload" button, the hint under it; the
          browser's own "Choose file" control stays hidden but takes the focus and the keyboard. */}
      <div className="logo-field__upload-row">
        <div className="logo-field__preview">
          <ToolLogo logo={{ image: values.image || undefined, abrev: values.abrev || defaultAbbreviation(title), color: values.color }} title={title} />
        </div>
        <div className="logo-field__upload">
          <div className="logo-field__buttons">
            <input
              id={ids.file}
              className="logo-field__file visually-hidden"
              type="file"
              accept={LOGO_ACCEPT}
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = ''; // the same file can be chosen again after a fix
              }}
              aria-describedby={[ids.hint, problem ? ids.problem : ''].filter(Boolean).join(' ')}
              disabled={disabled || uploading}
            />
            <label htmlFor={ids.file} className="button button--small button--outlined logo-field__choose">
              <Icon path="M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z" />
              {t('toolForm.logo.file')}
            </label>
            {values.image && !disabled && (
              <button type="button" className="button button--small" onClick={() => onChange({ image: '' })}>
                {t('toolForm.logo.removeImage')}
              </button>
            )}
          </div>
          <p id={ids.hint} className="field__hint">
            {t('toolForm.logo.hint', { extensions: IMAGE_EXTENSIONS.join(', '), min: LIMITS.logoMinPixels })}
          </p>
          {uploading && <p role="status">{t('toolForm.logo.uploading')}</p>}
          {problem && (
            <p id={ids.problem} ref={problemRef} className="field__error" role="alert">
              {t(`toolForm.logo.${problem}`, { extensions: IMAGE_EXTENSIONS.join(', '), min: LIMITS.logoMinPixels, max: LIMITS.uploadMaxBytes / 1024 / 1024, maxPixels: LIMITS.imageMaxPixels })}
            </p>
          )}
        </div>
      </div>
      <div className="logo-field__look">
        <div className={`field${abrevError ? ' field--invalid' : ''}`}>
          <label htmlFor={ids.abrev} className="field__label">
            {t('toolForm.logo.abrev')}
          </label>
          <input id={ids.abrev} className="field__input field__input--short" value={values.abrev} placeholder={defaultAbbreviation(title)} onChange={(event) => onChange({ abrev: event.target.value })} aria-invalid={!!abrevError || undefined} aria-describedby={abrevError ? `${ids.abrev}-error` : undefined} />
          {abrevError && (
            <p id={`${ids.abrev}-error`} className="field__error">
              {errorTextOf(abrevError, t)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.color} className="field__label">
            {t('toolForm.logo.color')}
          </label>
          <input id={ids.color} className="logo-field__color" type="color" value={values.color} onChange={(event) => onChange({ color: event.target.value })} />
        </div>
      </div>
    </fieldset>
  );
}
