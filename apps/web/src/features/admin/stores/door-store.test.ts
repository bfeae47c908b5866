import { describe, expect, it } from 'vitest';
import { useDoorStore } from './door-store';

describe('the door of this device', () => {
  it('is remembered in localStorage', () => {
    expect(useDoorStore.getState().door).toBeNull();
    useDoorStore.getState().setDoor('Főbejárat');
    expect(JSON.parse(localStorage.getItem('jegy-check-in-door') ?? '{}')).toEqual({
      state: { door: 'Főbejárat' },
      version: 1,
    });
  });

  it('is forgotten when what is stored is not a door name', async () => {
    localStorage.setItem('jegy-check-in-door', JSON.stringify({ state: { door: 42 }, version: 1 }));
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().door).toBeNull();
    localStorage.setItem(
      'jegy-check-in-door',
      JSON.stringify({ state: { door: 'Oldalsó bejárat' }, version: 1 }),
    );
    await useDoorStore.persist.rehydrate();
    expect(useDoorStore.getState().door).toBe('Oldalsó bejárat');
  });
});
