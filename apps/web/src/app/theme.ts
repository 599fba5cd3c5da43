import type { ThemeConfig } from 'antd';

const BRAND_COLOR = '#2563eb';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    borderRadius: 8,
    colorBgLayout: '#f3f5f9',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Tooltip: { maxWidth: 200 },
    Layout: { headerBg: '#ffffff', siderBg: '#0f1c3f', headerHeight: 64, headerPadding: '0 24px' },
    Menu: {
      darkItemBg: '#0f1c3f',
      darkSubMenuItemBg: '#0b1533',
      darkItemSelectedBg: BRAND_COLOR,
      itemBorderRadius: 8,
    },
  },
};

/** Chinese two-character labels (登录, 删除) read as words, not letter-spaced. */
export const buttonConfig = { autoInsertSpace: false };
