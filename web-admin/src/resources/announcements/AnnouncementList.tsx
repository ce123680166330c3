import { Typography } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { pickTranslation, toLanguage, type AnnouncementRecord } from '@contracts';
import { PopinLinkButton } from '../../components/PopinLinkButton';
import { usePopinRoute } from '../../components/usePopinRoute';
import { AnnouncementPopin } from './AnnouncementPopin';

const DATE_OPTIONS = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** /admin/announcements: newest start first, with the add and edit popins over it. */
export const AnnouncementList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const popin = usePopinRoute('announcements');
  const editing = popin.match('edit/:id');
  const audienceOf = ({ audience }: AnnouncementRecord) => {
    const parts = [
      audience.toolViewers && translate('portal.announcements.tool_viewers'),
      audience.subsidiaries.length && `${translate('resources.announcements.fields.subsidiaries')}: ${audience.subsidiaries.length}`,
      audience.groups.length && `${translate('resources.announcements.fields.groups')}: ${audience.groups.join(', ')}`,
      audience.languages.length && `${translate('resources.announcements.fields.languages')}: ${audience.languages.join(', ')}`,
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : translate('portal.announcements.everyone');
  };
  return (
    <>
      <List
        empty={false}
        sort={{ field: 'startsAt', order: 'DESC' }}
        exporter={false}
        actions={
          <TopToolbar>
            <PopinLinkButton to={popin.pathOf('add')} label="portal.announcements.add" kind="add" />
          </TopToolbar>
        }
      >
        <Typography variant="body2" sx={{ px: 2, pt: 2 }}>
          {translate('portal.announcements.help')}
        </Typography>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<AnnouncementRecord> source="title" sortable={false} render={(record) => pickTranslation(record.title, toLanguage(locale))} />
          <FunctionField<AnnouncementRecord> source="kind" sortable={false} render={(record) => translate(`portal.announcements.kinds.${record.kind}`)} />
          <FunctionField<AnnouncementRecord> source="audience_summary" sortable={false} render={audienceOf} />
          <DateField source="startsAt" showTime options={DATE_OPTIONS} />
          <DateField source="endsAt" showTime options={DATE_OPTIONS} />
          <PopinLinkButton to={(id) => popin.pathOf(`edit/${id}`)} label="ra.action.edit" kind="edit" />
        </Datagrid>
      </List>
      {popin.match('add') && <AnnouncementPopin onClose={popin.close} />}
      {editing?.id && <AnnouncementPopin id={editing.id} onClose={popin.close} />}
    </>
  );
};
