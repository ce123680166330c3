/** Business constants and limits: section 9 of both specifications, named once. */
export const LIMITS = {
  toolTitleMaxLength: 60,
  toolUrlMaxLength: 2000,
  toolDescriptionMaxLength: 400,
  logoAbbreviationMaxLength: 3,
  subsidiaryNameMaxLength: 60,
  categoryNameMaxLength: 60,
  logoMinPixels: 200,
  categoryIconMinPixels: 64,
  /** Not in the spec: the largest logo or icon, in pixels either way (a PNG of 2 MB may hold 16,000 × 16,000). */
  imageMaxPixels: 4096,
  newToolDays: 15,
  tablePageSize: 50,
  /**
   * Not in the spec: the matches of a users table search listed at most. A broader search answers
   * "more than" this many (both UIs say to refine it): finding its pages would read the directory.
   */
  tableSearchListed: 1000,
  tableNameCut: 18,
  tileTitleCut: 32,
  wallInitialPage: 24,
  bookmarkSlideSize: 3,
  fixedBookmarkZoneSize: 4,
  mobileBreakpointPx: 1025,
  dragBreakpointPx: 950,
  resizeThrottleMs: 250,
  searchDebounceMs: 800,
  searchMinLength: 2,
  directorySearchDebounceMs: 250,
  directorySearchMinLetters: 3,
  confirmationMs: 3500,
  confirmationEmptyMs: 5000,
  successNoticeDelayMs: 1500,
  toolPopinEditDelayMs: 1200,
  /**
   * Not in the spec: the longest reason an administrator may give when rejecting a request (characters).
   * A few sentences for the editor's mail, short enough to read in one screen.
   */
  rejectionReasonMaxLength: 1000,
  autoScrollTickMs: 50,
  autoScrollStepPx: 15,
  autoScrollEdgePx: 30,
  collapsedPanelPx: 95,
  backgroundCount: 19,
  defaultBackground: 1,
  userServicesShown: 5,
  /**
   * Not in the spec: the largest footer one language may hold once sanitised (characters of HTML).
   * 20,000 is ten times a generous legal footer, small enough to keep `GET config` light.
   */
  footerMaxLength: 20000,
  /**
   * Not in the spec: the largest logo or icon file accepted by uploadFile (bytes). 2 MB holds any
   * sensible logo (a 1000 px PNG is ~100-500 KB) and keeps an upload, held in memory, cheap.
   */
  uploadMaxBytes: 2 * 1024 * 1024,
} as const;

export const CSV_DELIMITER = ';';
export const IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.gif'] as const;
export const SUPPORT_MAILBOX_DEFAULT = 'support@example.com';
