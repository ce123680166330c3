import { BilingualNotice } from '@/components/BilingualNotice';

/** A disabled or broken account: shown in French and English, since the user's language is unknown. */
export function ErrorUserPage() {
  return <BilingualNotice noticeKey="accountUnavailable" />;
}
