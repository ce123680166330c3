import { SUPPORT_MAILBOX_DEFAULT } from '@contracts';
import { BilingualNotice } from '@/components/BilingualNotice';

const SUPPORT_MAILBOX = import.meta.env.VITE_SUPPORT_MAILBOX || SUPPORT_MAILBOX_DEFAULT;

/** Shown when the sign-in worked but the directory does not know the user (getOneUser answered null). */
export function NotRegistered() {
  return (
    <BilingualNotice
      noticeKey="notRegistered"
      showHomeLink={false}
      showSignOut
      extra={(t) => (
        <p>
          {t('bilingual.notRegistered.contact')} <a href={`mailto:${SUPPORT_MAILBOX}`}>{SUPPORT_MAILBOX}</a>
        </p>
      )}
    />
  );
}
