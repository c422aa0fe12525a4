import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { UiProvider } from './theme-provider';
import { notify } from './toasts';

const Swatch = styled.p`
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
`;

describe('UiProvider', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });

  it('gives styled components the SentiScope theme', () => {
    render(
      <UiProvider>
        <Swatch>themed</Swatch>
      </UiProvider>,
    );
    const style = getComputedStyle(screen.getByText('themed'));
    expect(style.color).toBe('rgb(230, 237, 247)');
    expect(style.backgroundColor).toBe('rgb(11, 18, 32)');
  });

  it('hosts the toasts, so notify works under it with no extra setup', async () => {
    render(
      <UiProvider>
        <Swatch>page</Swatch>
      </UiProvider>,
    );
    act(() => {
      notify.info('Logged out from all devices');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Logged out from all devices');
  });
});
