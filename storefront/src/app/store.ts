import { configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { consentReducer } from '../features/consent/consent-slice.ts';
import { api, type ApiExtra } from '../lib/api.ts';

// Redux Toolkit's reducers deep-freeze every state they make (immer's auto-freeze), a guard
// against mutating the store outside a reducer. The tests and the development build keep it; the
// production build leaves it out: freezing the state handed over by the server render was a
// tenth of a phone's start-up work before hydration.
if (import.meta.env.PROD) setAutoFreeze(false);

export function createStore(extra: ApiExtra) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      consent: consentReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  const { auth } = extra;
  if (auth) {
    // Who is signed in changed (sign-in, sign-out, session ended, another tab): the cached
    // user belongs to the old session. A refresh keeps the same user and changes nothing.
    let signedIn = auth.isSignedIn();
    auth.subscribe(() => {
      if (auth.isSignedIn() === signedIn) return;
      signedIn = auth.isSignedIn();
      store.dispatch(api.util.invalidateTags(['CurrentUser']));
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
