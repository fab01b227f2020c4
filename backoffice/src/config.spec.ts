import { describe, expect, it } from 'vitest';
import { runtimeOAuthClient } from './config';

const page = (text: string | null) => ({
  getElementById: (id: string) =>
    (id === 'runtime-config' && text !== null ? { textContent: text } : null) as HTMLElement | null,
});

describe('runtimeOAuthClient', () => {
  it('uses the client the server put into the index page', () => {
    expect(
      runtimeOAuthClient(page('{"oauthClient":{"id":"backoffice","secret":"from-the-server"}}')),
    ).toEqual({ id: 'backoffice', secret: 'from-the-server' });
  });

  it('falls back to the development client under the Vite dev server (no runtime config)', () => {
    expect(runtimeOAuthClient(page(null))).toEqual({
      id: 'backoffice',
      secret: 'backoffice-dev-secret',
    });
  });
});
