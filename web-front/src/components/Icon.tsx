import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
  className?: string;
  /** A one-shape icon: the shape, filled with the text's colour. */
  path?: string;
  /** An icon of several shapes. */
  children?: ReactNode;
}

/** A 24-unit icon drawn in the text's colour, hidden from assistive technologies (its button or label names it). */
export function Icon({ size = 18, className, path, children }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {path && <path d={path} fill="currentColor" />}
      {children}
    </svg>
  );
}
