import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import { ErrorState } from './error-state';
import { Select } from './select-field';
import { Tabs } from './tabs';
import { ThemeToggle } from './theme-toggle';
import { Toggle } from './toggle';
import { UiProvider } from './theme-provider';
import { COLOR_SCHEME_STORAGE_KEY } from '@sentiscope/shared/contract';
import { renderWithUi } from '../testing';

function TabsDemo() {
  const [selected, setSelected] = useState('day');
  return (
    <Tabs
      label="Range"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'day', label: 'Day', panel: 'Daily view' },
        { id: 'week', label: 'Week', panel: 'Weekly view' },
        { id: 'month', label: 'Month', panel: 'Monthly view' },
      ]}
    />
  );
}

const Page = styled.p`
  background: ${({ theme }) => theme.colors.background};
`;

describe('design system components', () => {
  afterEach(() => window.localStorage.clear());

  it('moves between tabs with the arrow keys and shows the chosen panel', async () => {
    const user = userEvent.setup();
    renderWithUi(<TabsDemo />);
    await user.click(screen.getByRole('tab', { name: 'Day' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly view');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Monthly view');
  });

  it('announces a toggle as a switch with its on/off state', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [on, setOn] = useState(false);
      return <Toggle label="Show announcement" checked={on} onChange={setOn} />;
    }
    renderWithUi(<Demo />);
    const toggle = screen.getByRole('switch', { name: 'Show announcement' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('labels a select and links its error message', () => {
    renderWithUi(
      <Select label="Tenure" error="Choose a tenure" placeholder="Choose" options={[{ value: 'monthly', label: 'Monthly' }]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Tenure' });
    expect(select).toHaveAccessibleDescription('Choose a tenure');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Retry on an error state and calls back when pressed', async () => {
    const onRetry = jest.fn();
    renderWithUi(<ErrorState title="Could not load plans" description="Server unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('switches to the light theme from the header toggle and remembers it for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <UiProvider>
        <ThemeToggle />
        <Page>page</Page>
      </UiProvider>,
    );
    expect(getComputedStyle(screen.getByText('page')).backgroundColor).toBe('rgb(11, 18, 32)');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(getComputedStyle(screen.getByText('page')).backgroundColor).toBe('rgb(247, 248, 251)');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    unmount();
    render(
      <UiProvider>
        <ThemeToggle />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
