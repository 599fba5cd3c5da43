import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import './chart.css';

// Only what the console's charts draw, so the bundle carries no unused chart types.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export interface EChartProps {
  option: ChartOption;
  /** CSS height; the width follows the container. */
  height?: string;
  /** Read by assistive technology in place of the canvas. */
  ariaLabel: string;
}

/**
 * One ECharts instance bound to a div: made on mount, given every new option whole (no merging
 * with the last one), resized with its container, disposed on unmount.
 */
export function EChart({ option, height = '3.2rem', ariaLabel }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);

  useEffect(() => {
    const instance = echarts.init(element.current!);
    chart.current = instance;
    // A kept-alive screen is hidden, not unmounted: it resizes when shown again.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} className="echart" style={{ height }} role="img" aria-label={ariaLabel} />;
}
