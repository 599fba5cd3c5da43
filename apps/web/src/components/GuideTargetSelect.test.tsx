import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { GuideTargetSelect } from './GuideTargetSelect';

describe('GuideTargetSelect', () => {
  it('shows the chosen targets by name', () => {
    renderWithProviders(<GuideTargetSelect value={[101, 504]} />);
    expect(screen.getByText('具有健康的体态')).toBeTruthy();
    expect(screen.getByText('具有初步的艺术表现与创造能力')).toBeTruthy();
  });

  it('answers the target ids of a whole domain when the domain is checked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<GuideTargetSelect value={[]} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('艺术'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([501, 502, 503, 504]));
  });
});
