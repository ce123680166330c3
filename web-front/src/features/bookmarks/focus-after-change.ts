/**
 * After a keyboard drop or a menu action the element that had the focus may be gone (the bookmark
 * moved to another slide or was removed): the focus goes to the bookmark's handle or menu button,
 * whichever the layout shows, else to the panel's heading, never lost to the page's top.
 */
export function focusBookmarkOrPanel(toolId: string | null): void {
  window.setTimeout(() => {
    const candidates = toolId
      ? [...document.querySelectorAll<HTMLElement>(`.bookmarks [data-tool-id="${CSS.escape(toolId)}"]`)]
      : [];
    candidates.push(...document.querySelectorAll<HTMLElement>('.bookmarks .panel__title'));
    // A hidden button (display: none) does not take the focus: the next candidate is tried.
    candidates.find((element) => {
      element.focus();
      return document.activeElement === element;
    });
  }, 0);
}
