import { usePopinRoute } from '../../components/usePopinRoute';
import { ChangeValidationServicePopin } from './ChangeValidationServicePopin';
import { ExtraValidationPopin } from './ExtraValidationPopin';
import { RejectExtraValidationPopin } from './RejectExtraValidationPopin';
import { ToolInfoPopin } from './ToolInfoPopin';
import { ValidationInfoPopin } from './ValidationInfoPopin';

/** The popin routes over /admin/validations; each closes back to the list (useReturnToValidations). */
export const ValidationPopins = () => {
  const popin = usePopinRoute('validations');
  const extra = popin.match('add/:id');
  const rejectExtra = popin.match('reject-extra-validation/:id');
  const changes = popin.match('infos-edit-tool/:appId/:validationId?');
  const tool = popin.match('infos-tool/:appId');
  return (
    <>
      {popin.match('change-validation-service') && <ChangeValidationServicePopin />}
      {extra?.id && <ExtraValidationPopin key={extra.id} id={extra.id} />}
      {rejectExtra?.id && <RejectExtraValidationPopin key={rejectExtra.id} id={rejectExtra.id} />}
      {changes?.appId && <ValidationInfoPopin validationId={changes.validationId} />}
      {tool?.appId && <ToolInfoPopin appId={tool.appId} />}
    </>
  );
};
