import { configureStore } from '@reduxjs/toolkit';
import { consentReducer } from '../features/consent/consent-slice.ts';
import { api, type ApiExtra } from '../lib/api.ts';

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
