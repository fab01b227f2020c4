/** Cookie consent: client state only (the choice itself is remembered through lib/storage). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ConsentChoice {
  /** Analytics cookies (Google Tag Manager). Necessary cookies are always on. */
  readonly analytics: boolean;
}

export interface ConsentState {
  /** `unknown` until the browser has read the stored choice (never known on the server). */
  readonly status: 'unknown' | 'undecided' | 'decided';
  readonly analytics: boolean;
  readonly settingsOpen: boolean;
}

const initialState: ConsentState = { status: 'unknown', analytics: false, settingsOpen: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    storedChoiceRead(state, action: PayloadAction<ConsentChoice | null>) {
      if (action.payload) {
        state.status = 'decided';
        state.analytics = action.payload.analytics;
      } else {
        state.status = 'undecided';
      }
    },
    choiceMade(state, action: PayloadAction<ConsentChoice>) {
      state.status = 'decided';
      state.analytics = action.payload.analytics;
      state.settingsOpen = false;
    },
    settingsOpened(state) {
      state.settingsOpen = true;
    },
    settingsClosed(state) {
      state.settingsOpen = false;
    },
  },
});

export const { storedChoiceRead, choiceMade, settingsOpened, settingsClosed } =
  consentSlice.actions;
export const consentReducer = consentSlice.reducer;

export function selectConsent(state: { consent: ConsentState }): ConsentState {
  return state.consent;
}

/** Whether analytics may run: a stored or fresh choice that allows it. */
export function selectAnalyticsAllowed(state: { consent: ConsentState }): boolean {
  return state.consent.status === 'decided' && state.consent.analytics;
}
