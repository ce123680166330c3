import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { toLanguage, type ExtraValidationView } from '@contracts';
import { Popin } from '../../components/Popin';
import { DirectoryPicker } from '../../components/directory/DirectoryPicker';
import type { DirectoryEntry } from '../../api/directoryEntry';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import type { PortalDataProvider } from '../../dataProvider';
import { useReturnToValidations } from './useReturnToValidations';
import { useValidation } from './useValidation';
import { validationTitle, validatorName } from './validationRows';

const STATUS_COLOR = { pending: 'warning', accepted: 'success', rejected: 'error', removed: 'default' } as const;

/**
 * One extra approval: the validator, its status and, for the waiting one, the cancel button. Laid out
 * as a wrapping row rather than a list item's floating secondary action, which sat on top of the chip.
 */
const ExtraValidationLine = ({ extra, action }: { extra: ExtraValidationView; action?: React.ReactNode }) => {
  const translate = useTranslate();
  const status = <Chip size="small" color={STATUS_COLOR[extra.status]} label={translate(`portal.validations.extra_popin.status.${extra.status}`)} />;
  return (
    <ListItem disableGutters>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
        <Typography component="span" variant="body1" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {validatorName(extra)}
        </Typography>
        {/* Spec section 4: hovering a rejection shows its reason. */}
        {extra.status === 'rejected' && extra.message ? (
          <Tooltip title={translate('portal.validations.extra_popin.reason', { message: extra.message })} describeChild>
            {status}
          </Tooltip>
        ) : (
          status
        )}
        {action}
      </Stack>
    </ListItem>
  );
};

/**
 * /admin/validations/add/:id: the request's extra approvals — resolved ones with their status,
 * the waiting one with a cancel button, or else the request form with one person-or-group picker.
 */
export const ExtraValidationPopin = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { close, busy, submit: act } = useReturnToValidations();
  const validation = useValidation(id);
  const [locale] = useLocaleState();
  const toolName = validation.data ? validationTitle(validation.data, toLanguage(locale)) : '';
  const [validator, setValidator] = useState<DirectoryEntry[]>([]);
  const [error, setError] = useState<string>();

  const extras = validation.data?.extra_validations ?? [];
  const waiting = extras.find((extra) => extra.status === 'pending');
  const resolved = extras.filter((extra) => extra.status !== 'pending');

  const ask = () => {
    const [chosen] = validator;
    if (!chosen) {
      setError(translate('portal.tools.form.required'));
      return;
    }
    void act(() => dataProvider.askExtraValidation(id, { id: chosen.id, type: chosen.type }), 'portal.validations.extra_popin.sent');
  };

  return (
    <Popin
      title={toolName ? translate('portal.validations.extra_popin.title_for', { name: toolName }) : translate('portal.validations.extra_popin.title')}
      onClose={close}
      maxWidth="sm"
      loading={validation.isPending}
      error={validation.isError && translateWorkflowError(validation.error, translate)}
      actions={
        !waiting && validation.isSuccess && (
          <Button variant="contained" onClick={ask} disabled={busy}>
            {translate('portal.validations.extra_popin.ask')}
          </Button>
        )
      }
    >
      {validation.isSuccess && (
          <>
            {resolved.length > 0 && (
              <List dense>
                {resolved.map((extra) => (
                  <ExtraValidationLine key={extra._id} extra={extra} />
                ))}
              </List>
            )}
            {waiting ? (
              <List dense>
                <ExtraValidationLine
                  extra={waiting}
                  action={
                    <Button
                      color="error"
                      variant="outlined"
                      size="small"
                      disabled={busy}
                      onClick={() => act(() => dataProvider.removeExtraValidation(id), 'portal.validations.extra_popin.cancelled')}
                    >
                      {translate('portal.validations.extra_popin.cancel')}
                    </Button>
                  }
                />
              </List>
            ) : (
              <Box sx={{ pt: 1 }}>
                <DirectoryPicker
                  single
                  autoFocus
                  label={translate('portal.validations.extra_popin.validator')}
                  kinds={['user', 'group']}
                  value={validator}
                  onChange={(entries) => {
                    setValidator(entries);
                    setError(undefined);
                  }}
                  error={error}
                />
              </Box>
            )}
          </>
      )}
    </Popin>
  );
};
