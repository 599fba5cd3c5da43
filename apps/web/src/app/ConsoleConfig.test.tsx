import { render, screen } from '@testing-library/react';
import { DatePicker, TimePicker } from 'antd';
import { describe, expect, it } from 'vitest';
import { ConsoleConfig } from './ConsoleConfig';

describe('ConsoleConfig', () => {
  it('writes date and time ranges with 至 between their ends', () => {
    render(
      <ConsoleConfig>
        <DatePicker.RangePicker />
        <TimePicker.RangePicker />
      </ConsoleConfig>,
    );
    expect(screen.getAllByText('至')).toHaveLength(2);
    expect(screen.getAllByPlaceholderText('开始日期')).toHaveLength(1);
  });
});
