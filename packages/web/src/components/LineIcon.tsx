import type { ReactNode } from 'react';

/**
 * A decorative line icon on the 24×24 grid, drawn in the text colour: every icon of the site is a
 * few strokes, so only the shapes differ from one to the next. Hidden from screen readers — the
 * button or link around it carries the label.
 */
export function LineIcon({
  size = 18,
  strokeWidth = 2,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
