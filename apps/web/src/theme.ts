import type { ThemeConfig } from 'antd';

/** The 观澜 theme: a deep government blue on a light grey workspace. */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1d5fd6',
    colorInfo: '#1d5fd6',
    colorLink: '#1d5fd6',
    borderRadius: 6,
    colorBgLayout: '#f3f5f9',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      siderBg: '#0f1f3d',
      headerBg: '#ffffff',
      bodyBg: '#f3f5f9',
    },
    Menu: {
      darkItemBg: '#0f1f3d',
      darkSubMenuItemBg: '#0a1730',
      darkItemSelectedBg: '#1d5fd6',
    },
  },
};
