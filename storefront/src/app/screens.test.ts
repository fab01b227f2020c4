import { describe, expect, it } from 'vitest';
import { routeNames } from '../lib/routes.ts';
import { loadScreen, missingScreenModules, screenManifestKey } from './screens.ts';

describe('screens', () => {
  it('has an existing module for every screen of the route table', async () => {
    expect(missingScreenModules()).toEqual([]);
    for (const name of routeNames) expect(typeof (await loadScreen(name)), name).toBe('function');
  });

  it('names the build manifest key of lazy screens', () => {
    expect(screenManifestKey('home')).toBe('src/features/home/pages/home-page.tsx');
    expect(screenManifestKey('notFound')).toBeNull();
  });
});
