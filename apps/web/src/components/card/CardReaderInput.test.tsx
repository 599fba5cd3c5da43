import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { CardReaderInput } from './CardReaderInput';

function Reader({ onRead }: { onRead(cardNo: string): void }) {
  const [value, setValue] = useState('');
  return <CardReaderInput value={value} onChange={setValue} onRead={onRead} />;
}

describe('CardReaderInput', () => {
  it('hands over what the reader typed when it presses Enter, as the server keeps card numbers', () => {
    const onRead = vi.fn();
    renderWithProviders(<Reader onRead={onRead} />);
    const input = screen.getByPlaceholderText('请刷卡，或输入卡号后按回车');
    fireEvent.change(input, { target: { value: ' 00ab 1234' } });
    expect(input).toHaveProperty('value', '00AB1234');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onRead).toHaveBeenCalledWith('00AB1234');
  });

  it('ignores an Enter with nothing read', () => {
    const onRead = vi.fn();
    renderWithProviders(<Reader onRead={onRead} />);
    fireEvent.keyDown(screen.getByPlaceholderText('请刷卡，或输入卡号后按回车'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onRead).not.toHaveBeenCalled();
  });
});
