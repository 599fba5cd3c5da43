import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { buttonConfig, theme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the system asks for less motion (an accessibility setting some staff rely on). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotionPreference, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

/** Ranges read as Chinese writes them, 2026-11-01 至 2026-11-30, not with an arrow. */
const RANGE_PICKER = { separator: '至' };

/** antd in Chinese with the console's theme; no animations for those who asked the system for none. */
export function ConsoleConfig({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={themed} button={buttonConfig} rangePicker={RANGE_PICKER} wave={{ disabled: reducedMotion }}>
      {children}
    </ConfigProvider>
  );
}
