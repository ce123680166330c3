import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { frontPageBaseOf } from './front-page-base';

/** Closes a route popup by going to its front page, keeping any query (?onboarding). */
export function useClosePopup(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => void navigate(frontPageBaseOf(pathname)), [navigate, pathname]);
}
