import type { AdminToolRecord } from '@contracts';
import { useGetOne, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import { ToolTextsTable } from './ToolTextsTable';
import { useReturnToValidations } from './useReturnToValidations';

/** /admin/validations/infos-tool/:appId: the tool as it is published today, per language. */
export const ToolInfoPopin = ({ appId }: { appId: string }) => {
  const translate = useTranslate();
  const { close } = useReturnToValidations();
  const tool = useGetOne<AdminToolRecord>('tools', { id: appId }, { retry: false });
  return (
    <Popin
      title={translate('portal.validations.info.tool_title')}
      onClose={close}
      loading={tool.isPending}
      error={tool.isError && translateWorkflowError(tool.error, translate)}
    >
      {tool.data && <ToolTextsTable texts={tool.data} />}
    </Popin>
  );
};
