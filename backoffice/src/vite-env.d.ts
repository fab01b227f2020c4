/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Client secret of the `backoffice` OAuth client. It ends up in the browser bundle, so it
   * identifies the client rather than protecting anything; the server must treat the
   * back-office as a public client (the password and the user's role are what count).
   */
  readonly VITE_BACKOFFICE_CLIENT_SECRET?: string;
}
