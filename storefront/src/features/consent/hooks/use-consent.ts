import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  choiceMade,
  selectConsent,
  settingsClosed,
  settingsOpened,
  storedChoiceRead,
  type ConsentState,
} from '../consent-slice.ts';
import { readStoredConsent, writeStoredConsent } from '../consent-storage.ts';

export function useConsent() {
  const consent = useSelector(selectConsent);
  const dispatch = useDispatch();
  const choose = useCallback(
    (analytics: boolean) => {
      writeStoredConsent({ analytics });
      dispatch(choiceMade({ analytics }));
    },
    [dispatch],
  );
  return {
    consent,
    acceptAll: useCallback(() => choose(true), [choose]),
    necessaryOnly: useCallback(() => choose(false), [choose]),
    save: choose,
    openSettings: useCallback(() => dispatch(settingsOpened()), [dispatch]),
    closeSettings: useCallback(() => dispatch(settingsClosed()), [dispatch]),
  };
}

/** Reads the stored choice once, after hydration (the server cannot know it). */
export function useRestoreConsent(status: ConsentState['status']): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (status === 'unknown') dispatch(storedChoiceRead(readStoredConsent()));
  }, [dispatch, status]);
}
