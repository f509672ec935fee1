import { describe, expect, it } from 'vitest';
import { APP_ENVIRONMENT, ENVIRONMENT_NAMES, environmentForMode } from './environments';

describe('environments (spec points 7 and 9)', () => {
  it('gives production market list 4333 and staging and sst 2886', () => {
    expect(environmentForMode('production').marketListId).toBe(4333);
    expect(environmentForMode('staging').marketListId).toBe(2886);
    expect(environmentForMode('sst').marketListId).toBe(2886);
    expect(ENVIRONMENT_NAMES).toEqual(['development', 'staging', 'sst', 'production']);
  });

  it('gives each environment its API domain: production and development the origin that serves the app', () => {
    expect(environmentForMode('production').apiOrigin).toBe('');
    expect(environmentForMode('development').apiOrigin).toBe('');
    for (const name of ['staging', 'sst']) expect(environmentForMode(name).apiOrigin).toMatch(/^https:\/\/[^/]+$/);
    expect(environmentForMode('staging').apiOrigin).not.toBe(environmentForMode('sst').apiOrigin);
  });

  it('refuses a mode that names no environment, so a typo cannot build one', () => {
    expect(() => environmentForMode('prod')).toThrow(/Unknown build mode 'prod'/);
    expect(() => environmentForMode('test')).toThrow();
  });

  it('is development outside a Vite build', () => {
    expect(APP_ENVIRONMENT.name).toBe('development');
  });
});
