import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen (a phone's 390 px): a native scroll box that the
 * keyboard can reach and a screen reader can name (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  minWidth,
  label,
  className,
  children,
}: {
  minWidth: number;
  label: string;
  /** A class for a table that changes its layout on a phone instead (api-keys.module.css). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={className}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      // Positioned, so that what the table hides visually (position: absolute, its column of
      // actions' heading) stays inside the scroll box instead of widening the page on a phone.
      pos="relative"
    >
      {children}
    </Table.ScrollContainer>
  );
}
