/**
 * A screen state kept in the URL (filters, sorting, a view) that answers a control at once:
 * while the navigation to the new URL loads its data, the chosen state is shown; when the
 * URL changes (the navigation arrived, or the back button went elsewhere) the URL wins again.
 * Without it a controlled checkbox would jump back until the next screen is ready.
 */
import { useEffect, useState } from 'react';

export function useOptimisticState<T>(
  current: T,
  key: (state: T) => string,
): readonly [T, (next: T) => void] {
  const [chosen, setChosen] = useState<T | null>(null);
  const currentKey = key(current);
  useEffect(() => {
    setChosen(null);
  }, [currentKey]);
  return [chosen ?? current, setChosen] as const;
}
