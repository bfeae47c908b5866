import { describe, expect, it } from 'vitest';
import { markPopupSeen, popupAlreadySeen } from './popup-once';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => {
      values.set(name, value);
    },
  };
}

describe('popup once per session', () => {
  it('is not seen at first, then seen', () => {
    const storage = memoryStorage();
    expect(popupAlreadySeen(storage, '/a.jpg')).toBe(false);
    markPopupSeen(storage, '/a.jpg');
    expect(popupAlreadySeen(storage, '/a.jpg')).toBe(true);
  });
  it('shows a new banner image again', () => {
    const storage = memoryStorage();
    markPopupSeen(storage, '/a.jpg');
    expect(popupAlreadySeen(storage, '/b.jpg')).toBe(false);
  });
  it('survives missing or failing storage', () => {
    expect(popupAlreadySeen(undefined, '/a.jpg')).toBe(false);
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(popupAlreadySeen(failing, '/a.jpg')).toBe(false);
  });
});
