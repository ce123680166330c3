import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { ALL_LANGUAGES } from '@contracts/default-tool-rules';
import { RoutePopin } from '../../components/RoutePopin';
import { translateError } from '../../i18n/translateError';
import { DefaultToolInputs } from './DefaultToolInputs';
import { defaultToolPayload, validateDefaultTool } from './defaultToolPayload';

/** /admin/default_tools/add */
export const DefaultToolCreate = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <RoutePopin title="portal.default_tools.add_title" onClose={onClose}>
      <CreateBase
        resource="default_tools"
        redirect={false}
        record={{ tool: null, language: ALL_LANGUAGES, subsidiaryId: null, groups: [], is_new: false }}
        transform={defaultToolPayload}
        mutationOptions={{
          onSuccess: () => {
            notify('portal.default_tools.added', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(translateError(error, translate), { type: 'error' }),
        }}
      >
        <SimpleForm
          validate={validateDefaultTool}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <DefaultToolInputs />
        </SimpleForm>
      </CreateBase>
    </RoutePopin>
  );
};
