import { memo, useState } from 'react';
import { Button as MuiButton, DialogActions, DialogContent } from '@mui/material';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import DeleteIcon from '@mui/icons-material/Delete';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useDataProvider, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AdminPermissions } from '../../../authProvider';
import { translateWorkflowError } from '../../../components/translateWorkflowError';
import type { PortalDataProvider } from '../../../dataProvider';
import type { CategoryOption, SubsidiaryOption } from '../../../api/toolTypes';
import { toolServerFieldErrors } from './serverFieldErrors';
import { ToolInputs } from './ToolInputs';
import { AccessPolicyPanel } from './access/AccessPolicyPanel';
import { DirectGrantSection } from './access/DirectGrantSection';
import { ToolGrantsList } from './access/ToolGrantsList';
import { NewToolAccessPolicy } from './access/NewToolAccessPolicy';
import { useNewToolAccessPolicy } from './access/useNewToolAccessPolicy';
import { toPayload, validateToolForm, type ToolFormValues } from './toolFormValues';

export type ToolSaveOutcome = 'added' | 'edited' | 'pending' | 'deleted';

interface ToolFormProps {
  values: ToolFormValues;
  categories: CategoryOption[];
  subsidiaries: SubsidiaryOption[];
  /** The tool awaits approval: read-only, and only administrators may still delete it. */
  pending?: boolean;
  /** A stored private tool's id: its access-request settings are shown under the fields. */
  accessPolicyOf?: string;
  onDone: (outcome: ToolSaveOutcome) => void;
}

/**
 * The tool form of the add and edit popins: shared rules before the call, the server's field errors after.
 * Memoised: the edit popin draws it hidden during its opening delay, and opening must not draw it again.
 */
export const ToolForm = memo(function ToolForm({ values, categories, subsidiaries, pending, accessPolicyOf, onDone }: ToolFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<AdminPermissions>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editing = !!values.id;
  const newAccessPolicy = useNewToolAccessPolicy();
  const canDelete = editing && (!pending || permissions?.isAdministrator === true);

  // react-hook-form hands the values untyped; their shape is the inputs' (`ToolInputs`), started from `values`.
  const save = async (submitted: FieldValues) => {
    const form = submitted as ToolFormValues;
    const isPrivate = !editing && form.visibility === 'private';
    if (!editing && !newAccessPolicy.check(isPrivate)) return { visibility: translate('portal.access_requests.policy.fix_first') };
    try {
      const payload = toPayload(form, identity?.id === undefined ? undefined : String(identity.id));
      const saved = editing ? await dataProvider.updateTool(payload) : await dataProvider.createTool(payload);
      if (!editing) await newAccessPolicy.storeFor(saved._id, isPrivate, !!saved.has_pending_validation);
      onDone(saved.has_pending_validation ? 'pending' : editing ? 'edited' : 'added');
      return undefined;
    } catch (error) {
      notify(translateWorkflowError(error, translate), { type: 'error' });
      return toolServerFieldErrors(error, translate);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await dataProvider.deleteTools([values.id!], {
        app_title: toPayload(values).title,
        app_creator: values.creator ?? null,
        app_managers: values.managers.map((entry) => entry.value),
      });
      onDone('deleted');
    } catch (error) {
      notify(translateWorkflowError(error, translate), { type: 'error' });
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Form record={values as never} onSubmit={save} validate={validateToolForm as never} noValidate>
      <DialogContent dividers>
        <ToolInputs categories={categories} subsidiaries={subsidiaries} disabled={pending} />
        {accessPolicyOf && (permissions?.isAdministrator || permissions?.isSubAdmin) && <DirectGrantSection toolId={accessPolicyOf} />}
        {accessPolicyOf && <ToolGrantsList toolId={accessPolicyOf} />}
        {accessPolicyOf && <AccessPolicyPanel toolId={accessPolicyOf} />}
        {!editing && <NewToolAccessPolicy policy={newAccessPolicy} />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        {canDelete ? (
          <MuiButton color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
            {translate('ra.action.delete')}
          </MuiButton>
        ) : (
          <span />
        )}
        {pending ? (
          <MuiButton variant="contained" disabled startIcon={<HourglassIcon />}>
            {translate('portal.tools.state.pending')}
          </MuiButton>
        ) : (
          <SaveButton alwaysEnable />
        )}
      </DialogActions>
      <ConfirmDialog
        isOpen={confirming}
        loading={deleting}
        title="portal.tools.bulk.delete_title"
        content="portal.tools.bulk.delete_content"
        translateOptions={{ smart_count: 1 }}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Form>
  );
});
