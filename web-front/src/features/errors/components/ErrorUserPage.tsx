import { BilingualNotice } from '@/components/BilingualNotice';

/**
 * A disabled or broken account: shown in French and English, since the user's language is unknown.
 * Going home would only come back here; signing out lets the person use another account.
 */
export function ErrorUserPage() {
  return <BilingualNotice noticeKey="accountUnavailable" showHomeLink={false} showSignOut />;
}
