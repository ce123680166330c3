import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callerOf, needsApproval, toLanguage } from '@contracts';
import { Popup, useClosePopup } from '@/components/popup';
import { isPseudoCategory, useUserCategories } from '@/features/categories';
import { useDirectoryNames } from '@/features/directory';
import { useCurrentUser } from '@/features/startup';
import { usePublicConfig } from '@/hooks/use-public-config';
import { subsidiariesQuery, toolForEditingQuery } from '../api/tool-form-queries';
import { helpUrlFor } from '../help-url';
import { useSaveTool } from '../hooks/use-save-tool';
import { newToolValues, valuesOfTool } from '../tool-form-values';
import { visibilityOptionsFor } from '../visibility-options';
import { AccessPolicyPanel } from './AccessPolicyPanel';
import { ToolGrantsList } from './ToolGrantsList';
import { StatusCheckPanel } from './StatusCheckPanel';
import { ToolForm } from './ToolForm';

/** Route popup of `/add-tool` and `/edit-tool/{id}`. */
export function ToolFormPopup() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { id } = useParams();
  const toolId = id ?? null;
  const close = useClosePopup();
  const user = useCurrentUser();
  const config = usePublicConfig();
  const categories = useUserCategories(user, language);
  const tool = useQuery({ ...toolForEditingQuery(toolId ?? ''), enabled: toolId !== null });
  const peopleIds = useMemo(() => (tool.data ? [...(tool.data.managers ?? []), ...(tool.data.users ?? [])] : null), [tool.data]);
  const names = useDirectoryNames(peopleIds);
  const { save, saving } = useSaveTool(toolId, close);
  // Only administrators may list the subsidiaries (anyone else would get a 403 page).
  const subsidiaries = useQuery({ ...subsidiariesQuery(), enabled: !!user.is_administrator });
  const visibilityOptions = useMemo(
    () => visibilityOptionsFor(user, subsidiaries.data ?? [], tool.data?.subsidiaryId ?? null),
    [user, subsidiaries.data, tool.data],
  );
  const helpUrl = helpUrlFor(config?.add_tool_help_url, language);
  const ownCategories = useMemo(() => (categories.data ?? []).filter((category) => !isPseudoCategory(category._id)), [categories.data]);

  const initial = useMemo(() => {
    if (!toolId) return newToolValues(user);
    // A person the directory no longer knows shows their id.
    return tool.data && names ? valuesOfTool(tool.data, (id) => names(id) ?? { id, label: id, kind: 'person' }) : null;
  }, [toolId, user, tool.data, names]);
  const readOnly = !!tool.data?.has_pending_validation;
  // A new private tool's access settings, for those whose creation applies at once (administrators): anyone
  // else's waits for an approval, and its settings are made in the edit form once it exists.
  const offerAccessPolicy = !toolId && !needsApproval(callerOf(user), { subsidiaryId: null });

  return (
    <Popup title={t(toolId ? 'toolForm.editTitle' : 'toolForm.addTitle')} onClose={close} className="popup--wide popup--tool-form">
      {helpUrl && (
        <p className="tool-form__help">
          <a href={helpUrl} target="_blank" rel="noopener noreferrer">
            {t('toolForm.help')}
            <span className="visually-hidden"> {t('wall.opensInNewTab')}</span>
          </a>
        </p>
      )}
      {readOnly && (
        <p className="tool-form__pending" role="status">
          {t('toolForm.pendingNotice')}
        </p>
      )}
      {initial ? (
        <ToolForm key={toolId ?? 'new'} initial={initial} visibilityOptions={visibilityOptions} categories={ownCategories} readOnly={readOnly} saving={saving} offerAccessPolicy={offerAccessPolicy} onSubmit={save} onCancel={close} />
      ) : tool.isError ? (
        <p role="alert">{t('toolInfo.notFound')}</p>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      {/* The grants of a tool and their ends, for its editors (the route answers them alone). */}
      {toolId && !readOnly && initial && <ToolGrantsList toolId={toolId} />}
      {/* A private tool's access requests: its own save, for those the policy route lets in. */}
      {toolId && !readOnly && initial?.visibility === 'private' && <AccessPolicyPanel toolId={toolId} />}
      {/* Its status check and maintenance: their own saves, for the tool's editors (the route answers them alone). */}
      {toolId && !readOnly && initial && <StatusCheckPanel toolId={toolId} />}
    </Popup>
  );
}
