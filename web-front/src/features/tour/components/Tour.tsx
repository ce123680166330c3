import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Popup } from '@/components/popup';
import { useCurrentUser, useSaveUser } from '@/features/startup';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { TourImage } from './TourImage';
import { ONBOARDING_QUERY, shouldStartTour, TOUR_DONE_STEP, TOUR_STEP_NAMES, TOUR_STEPS, TOUR_TARGETS, type TourStepName } from '../tour-steps';

/** Lights up the panel a step describes (the rest of the page dims) and brings it into view. */
function useHighlight(name: TourStepName | undefined) {
  useEffect(() => {
    if (!name) return;
    let target: HTMLElement | null = null;
    // The lists may still be loading: the panel may not be drawn yet, or be drawn anew once they
    // answer, and the page too short to scroll. So, as the page grows, for a moment, find the panel
    // again, light it up and bring it up.
    const follow = () => {
      const found = document.querySelector<HTMLElement>(TOUR_TARGETS[name]);
      if (found !== target) {
        target?.classList.remove('tour-target');
        found?.classList.add('tour-target');
        target = found;
      }
      target?.scrollIntoView?.({ block: 'start' });
    };
    follow();
    const growth = typeof ResizeObserver === 'function' ? new ResizeObserver(follow) : null;
    growth?.observe(document.body);
    const settle = window.setTimeout(() => growth?.disconnect(), 3000);
    return () => {
      target?.classList.remove('tour-target');
      growth?.disconnect();
      window.clearTimeout(settle);
    };
  }, [name]);
}

/**
 * The first-visit tour (spec sections 2 and 4): four steps with a counter, title, description and
 * image, each highlighting the panel it describes. Finishing or closing it sets the step to 4, marks
 * the tour done and saves the user. On mobile layouts the texts speak of the ⋮ menu and the category
 * dropdown, not of dragging and the sidebar.
 */
export function Tour() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { save } = useSaveUser();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [step, setStep] = useState(() => (shouldStartTour(user.tour, location.search) ? 0 : TOUR_DONE_STEP));
  const name = step < TOUR_DONE_STEP ? TOUR_STEP_NAMES[step] : undefined;
  useHighlight(name);
  if (!name) return null;

  const last = step === TOUR_STEPS - 1;

  const stop = () => {
    setStep(TOUR_DONE_STEP);
    void save({ tour: true });
    const params = new URLSearchParams(location.search);
    if (params.has(ONBOARDING_QUERY)) {
      params.delete(ONBOARDING_QUERY);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
  };

  return (
    <Popup
      title={t(`tour.${name}.title`)}
      onClose={stop}
      className="popup--tour"
      footer={
        <>
          {step > 0 && (
            <button type="button" className="button" onClick={() => setStep(step - 1)}>
              {t('tour.previous')}
            </button>
          )}
          {last ? (
            <button type="button" className="button button--primary" onClick={stop}>
              {t('tour.finish')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setStep(step + 1)}>
              {t('tour.next')}
            </button>
          )}
        </>
      }
    >
      <p className="tour__counter">{t('tour.counter', { current: step + 1, total: TOUR_STEPS })}</p>
      <TourImage step={name} />
      <p className="tour__description">{t(mobile ? [`tour.${name}.descriptionMobile`, `tour.${name}.description`] : `tour.${name}.description`)}</p>
    </Popup>
  );
}
