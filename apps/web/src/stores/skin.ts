import { useSyncExternalStore } from 'react';

/** The account's skin (皮肤设置): SPEC's four codes. */
export const SKINS = {
  default: '经典蓝',
  dark: '深色',
  blue: '天空蓝',
  red: '中国红',
} as const;
export type Skin = keyof typeof SKINS;

const STORAGE_KEY = 'guanlan.skin';
type Listener = () => void;

function initial(): Skin {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored && stored in SKINS ? (stored as Skin) : 'default';
  } catch {
    return 'default';
  }
}

/** The skin in force, kept in localStorage so the login page and a reload keep it. */
function createSkinStore() {
  let skin: Skin = initial();
  const listeners = new Set<Listener>();
  return {
    get: (): Skin => skin,
    set: (next: Skin): void => {
      if (next === skin) {
        return;
      }
      skin = next;
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next);
      } catch {
        // Private mode: the skin lasts this visit.
      }
      for (const listener of listeners) {
        listener();
      }
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const skinStore = createSkinStore();

export function useSkin(): Skin {
  return useSyncExternalStore(skinStore.subscribe, skinStore.get, skinStore.get);
}
