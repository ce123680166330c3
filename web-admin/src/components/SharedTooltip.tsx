import { useCallback, useEffect, useId, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { Tooltip } from '@mui/material';

/** The attribute a cell puts on the element that shows a tooltip: its text. */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip';

interface Shown {
  element: HTMLElement;
  text: string;
  /** False while it fades out: the popper keeps its anchor until then. */
  open: boolean;
}

/** The nearest element inside `area` that asks for a tooltip, from an event's target. */
function tooltipElementOf(target: EventTarget | null, area: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`);
  return element && area.contains(element) ? element : null;
}

/**
 * One MUI tooltip for a whole table, instead of one Tooltip component per cell: a cell only marks its
 * element with `data-tooltip="…"`, and this area shows that text beside the element under the mouse or
 * with the keyboard focus (Escape hides it). While shown, the text describes the element
 * (`aria-describedby`), as MUI's `describeChild` tooltips do: the element's name stays its visible text.
 * Fifty rows of cells with tooltips cost a fraction of their render this way (docs/decisions/admin-tools-list-cells.md).
 */
export const SharedTooltipArea = ({ children }: { children: ReactNode }) => {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((element: HTMLElement | null) => {
    setShown((current) => {
      if (current?.open && current.element === element) return current;
      const text = element?.getAttribute(TOOLTIP_ATTRIBUTE);
      if (element && text) return { element, text, open: true };
      return current?.open ? { ...current, open: false } : current;
    });
  }, []);

  // The description follows the tooltip, and Escape closes it (WCAG 1.4.13: dismissible).
  useEffect(() => {
    if (!shown?.open) return undefined;
    const { element } = shown;
    const described = element.getAttribute('aria-describedby');
    element.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setShown({ ...shown, open: false });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (described) element.setAttribute('aria-describedby', described);
      else element.removeAttribute('aria-describedby');
    };
  }, [shown, id]);

  const onPointer = (event: MouseEvent<HTMLDivElement>) => show(tooltipElementOf(event.target, event.currentTarget));
  const onFocus = (event: FocusEvent<HTMLDivElement>) => show(tooltipElementOf(event.target, event.currentTarget));
  const onLeave = () => show(null);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (shown?.open && !shown.element.contains(event.relatedTarget as Node | null)) show(null);
  };

  return (
    <div onMouseOver={onPointer} onMouseLeave={onLeave} onFocus={onFocus} onBlur={onBlur}>
      {children}
      <Tooltip
        open={!!shown?.open}
        title={shown ? <span id={id}>{shown.text}</span> : ''}
        disableInteractive
        slotProps={{ popper: { anchorEl: shown?.element } }}
      >
        <span hidden />
      </Tooltip>
    </div>
  );
};
