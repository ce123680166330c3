import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { AnnouncementInputs } from './AnnouncementInputs';
import { announcementPayload, validateAnnouncement } from './announcementPayload';

const DAY_MS = 24 * 60 * 60 * 1000;
const DELETION = {
  title: 'portal.announcements.delete_confirm_title',
  content: 'portal.announcements.delete_confirm',
  notice: 'portal.announcements.removed',
  noticeArgs: { smart_count: 1 },
};

/** A new announcement starts now and ends in a week, for everyone. */
const newAnnouncement = () => ({
  kind: 'info',
  startsAt: new Date(),
  endsAt: new Date(Date.now() + 7 * DAY_MS),
  audience: { subsidiaries: [], groups: [], languages: [] },
  tools: [],
});

/** /admin/announcements/add, and /admin/announcements/edit/:id (`id` given) with delete after a confirmation. */
export const AnnouncementPopin = ({ id, onClose }: { id?: string; onClose: () => void }) => (
  <ReferenceDataPopin
    resource="announcements"
    id={id}
    messages="portal.announcements"
    onClose={onClose}
    validate={validateAnnouncement}
    defaults={newAnnouncement()}
    transform={announcementPayload}
    deletion={id ? DELETION : undefined}
  >
    <AnnouncementInputs />
  </ReferenceDataPopin>
);
