import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page's sessionStorage as a new page load finds it. */
function storageWith(items: Record<string, string>): Storage {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

async function loadWith(items: Record<string, string>) {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', storageWith(items));
  return (await import('./session-store')).sessionStore;
}

describe('the session store across a page load', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session and why the password must change', async () => {
    const store = await loadWith({ 'panalo.token': 'abc', 'panalo.passwordChangeRequired': 'assigned' });
    expect(store.get()).toMatchObject({ token: 'abc', passwordChangeRequired: true, passwordChangeReason: 'assigned' });
    // The typed password never survives a load: it was only ever in memory.
    expect(store.typedPassword()).toBeNull();
  });

  it('reads a session without a forced change, and an older flag as an expired password', async () => {
    expect((await loadWith({ 'panalo.token': 'abc' })).get()).toMatchObject({ token: 'abc', passwordChangeRequired: false });
    expect((await loadWith({ 'panalo.token': 'abc', 'panalo.passwordChangeRequired': '1' })).get()).toMatchObject({
      passwordChangeReason: 'expired',
    });
  });

  it('holds the typed password only until the change', async () => {
    const store = await loadWith({});
    store.start('tok', 'default', '{secret}');
    expect(store.typedPassword()).toBe('{secret}');
    store.passwordChanged();
    expect(store.typedPassword()).toBeNull();
  });
});
