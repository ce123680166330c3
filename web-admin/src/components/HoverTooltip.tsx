import { cloneElement, useCallback, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { Tooltip } from '@mui/material';

interface ChildProps {
  ref?: (node: HTMLElement | null) => void;
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

interface HoverTooltipProps {
  title: string;
  /** The text describes the child instead of naming it (MUI's `describeChild`). */
  describeChild?: boolean;
  children: ReactElement<ChildProps>;
}

/** Keyboard focus (not a click) opens a tooltip, as MUI's own does. */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * MUI's Tooltip, created at the first hover or focus of its child, which is then drawn again: use it
 * on text, not on a button or link (a click arriving as the child is replaced would be lost). A table
 * row holds several tooltips (dates, cut names, long people lists) and fifty rows of MUI Tooltips are a
 * large part of drawing the page; until it is needed the child carries what a closed Tooltip gives it: the text as its
 * `title` (a description) or, without `describeChild`, as its accessible name.
 */
export const HoverTooltip = ({ title, describeChild = false, children }: HoverTooltipProps) => {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  // Arming draws the child again inside the Tooltip: a child that had the focus gets it back.
  const hadFocus = useRef(false);
  const refocus = useCallback((node: HTMLElement | null) => {
    if (node && hadFocus.current) {
      hadFocus.current = false;
      node.focus();
    }
  }, []);
  if (armed) {
    return (
      <Tooltip title={title} describeChild={describeChild} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: refocus })}
      </Tooltip>
    );
  }
  const { onMouseOver, onFocus } = children.props;
  return cloneElement(children, {
    ...(describeChild ? { title } : { 'aria-label': title }),
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      onMouseOver?.(event);
      setArmed(true);
      setOpen(true);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      hadFocus.current = true;
      setArmed(true);
      setOpen(focusedByKeyboard(event.currentTarget));
    },
  } as ChildProps);
};
