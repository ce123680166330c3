/** Spec section 4: the tour's steps are 0 to 3; 4 means stopped (done). */
export const TOUR_STEPS = 4;
export const TOUR_DONE_STEP = TOUR_STEPS;
export const ONBOARDING_QUERY = 'onboarding';

export type TourStepName = 'wall' | 'bookmarks' | 'search' | 'addTool';
export const TOUR_STEP_NAMES: readonly TourStepName[] = ['wall', 'bookmarks', 'search', 'addTool'];

/** The tour starts for a user who has not done it, or on demand with ?onboarding. */
export function shouldStartTour(tourDone: boolean, search: string): boolean {
  return !tourDone || new URLSearchParams(search).has(ONBOARDING_QUERY);
}


/** The part of the front page each step describes: highlighted while the step shows. */
export const TOUR_TARGETS: Record<TourStepName, string> = {
  wall: '.wall-panel',
  bookmarks: '.bookmarks',
  search: '.search-bar',
  addTool: '.front-page__tools-bar',
};
