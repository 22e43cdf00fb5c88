import { type RefObject, useEffect, useRef } from 'react';

/**
 * The end of a drag wherever the pointer is released (pointerup or pointercancel on the window):
 * `onEnd` gets the drag when the pointer moved. The click that follows such a release is part of
 * the drag, not a toggle: the returned flag stays up until it has passed.
 */
export function useDragEnd<Drag extends { moved: boolean }>(
  drag: RefObject<Drag | null>,
  onEnd: (drag: Drag) => void,
): RefObject<boolean> {
  const suppressClick = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    function finish() {
      const current = drag.current;
      drag.current = null;
      if (!current?.moved) return;
      end.current(current);
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
    }
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
    };
  }, [drag]);
  return suppressClick;
}
