import { menuCalls } from '@guanlan/shared';
import { useEffect } from 'react';
import { useCallQuery } from '../api/useCall';
import { skinStore } from '../stores/skin';
import type { Skin } from '../stores/skin';
import type { MenuModule } from './menu';

interface AppMenu {
  modules: MenuModule[];
  skin: Skin;
}

/** The session's menu modules and skin; applies the skin app-wide when it arrives. */
export function useAppMenu() {
  const query = useCallQuery(menuCalls.findAppFromMenu, {}, { staleTime: 60_000 });
  const data = query.data as AppMenu | undefined;
  useEffect(() => {
    if (data?.skin) {
      skinStore.set(data.skin);
    }
  }, [data?.skin]);
  return data?.modules;
}
