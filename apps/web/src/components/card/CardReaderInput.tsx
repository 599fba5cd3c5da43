import { CreditCardOutlined } from '@ant-design/icons';
import { Input, type InputProps, type InputRef } from 'antd';
import type { Ref } from 'react';
import { normalizeCardNo } from './card-numbers';
import './card.css';

type CardReaderInputProps = Omit<InputProps, 'onChange' | 'value' | 'onPressEnter'> & {
  value?: string;
  onChange?(value: string): void;
  /** A reader typed a number and pressed Enter (or a person did). */
  onRead?(cardNo: string): void;
  ref?: Ref<InputRef>;
};

/**
 * Where a keyboard-wedge card reader types: it sends the card's digits and an Enter, as if typed.
 * The field keeps the focus so the next swipe lands in it; a number can also be typed by hand.
 */
export function CardReaderInput({ value, onChange, onRead, ref, ...props }: CardReaderInputProps) {
  return (
    <Input
      ref={ref}
      prefix={<CreditCardOutlined className="card-reader__icon" />}
      placeholder="请刷卡，或输入卡号后按回车"
      autoComplete="off"
      spellCheck={false}
      {...props}
      value={value}
      onChange={(event) => onChange?.(normalizeCardNo(event.target.value))}
      onPressEnter={(event) => {
        event.preventDefault();
        const cardNo = normalizeCardNo(event.currentTarget.value);
        if (cardNo) onRead?.(cardNo);
      }}
    />
  );
}
