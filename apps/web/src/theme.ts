import { theme } from 'antd';
import type { ThemeConfig } from 'antd';
import type { Skin } from './stores/skin';

const FONT =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** Primary colour, workspace and side-menu colours of each skin. */
const PALETTES: Record<Skin, { primary: string; layout: string; sider: string; subMenu: string }> =
  {
    default: { primary: '#1d5fd6', layout: '#f3f5f9', sider: '#0f1f3d', subMenu: '#0a1730' },
    blue: { primary: '#1677ff', layout: '#f0f5ff', sider: '#0b3a75', subMenu: '#082c5a' },
    red: { primary: '#c8102e', layout: '#f8f4f2', sider: '#3d0f14', subMenu: '#2e0a0e' },
    dark: { primary: '#3b82f6', layout: '#0b1220', sider: '#0f172a', subMenu: '#0b1220' },
  };

/** The antd theme of a skin: 观澜's deep government blue by default, antd's dark algorithm for 深色. */
export function themeFor(skin: Skin): ThemeConfig {
  const p = PALETTES[skin];
  const dark = skin === 'dark';
  return {
    ...(dark ? { algorithm: theme.darkAlgorithm } : {}),
    token: {
      colorPrimary: p.primary,
      colorInfo: p.primary,
      colorLink: p.primary,
      borderRadius: 6,
      colorBgLayout: p.layout,
      fontFamily: FONT,
    },
    components: {
      Layout: {
        siderBg: p.sider,
        headerBg: dark ? '#111827' : '#ffffff',
        bodyBg: p.layout,
      },
      Menu: {
        darkItemBg: p.sider,
        darkSubMenuItemBg: p.subMenu,
        darkItemSelectedBg: p.primary,
      },
    },
  };
}

/** The default skin's theme (tests and pages rendered outside the app shell). */
export const THEME: ThemeConfig = themeFor('default');
