import { createRef } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Button, type ButtonVariant } from './button';
import { renderWithUi } from '../testing';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'success', 'login', 'upgrade', 'ghost', 'link'];

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

describe('Button', () => {
  it.each(VARIANTS)('renders the %s variant as a real button named by its label', (variant) => {
    const onClick = jest.fn();
    renderWithUi(
      <Button variant={variant} onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('decorates only the upgrade variant with sparkles hidden from assistive technology', () => {
    renderWithUi(
      <>
        <Button variant="upgrade">Upgrade</Button>
        <Button variant="primary">Plain</Button>
      </>,
    );
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    const sparkles = within(upgrade).getAllByText('✦');
    expect(sparkles.length).toBeGreaterThan(0);
    for (const sparkle of sparkles) expect(sparkle.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(screen.getByRole('button', { name: 'Plain' })).queryByText('✦')).toBeNull();
  });

  it('marks the button busy and unavailable and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(getComputedStyle(button).opacity).toBe('0.55');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the keyboard focus while it loads and after, so the next Tab goes on from it', async () => {
    const { rerender } = renderWithUi(<Button>Resume</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Resume' });
    expect(button).toHaveFocus();
    rerender(<Button loading>Resume</Button>);
    // A disabled button cannot hold the focus in a browser: it drops to the page's start.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    rerender(<Button>Cancel Subscription</Button>);
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus();
  });

  it('does not submit its form a second time while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is enabled and not busy when not loading', () => {
    renderWithUi(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('stretches to the full width of its container when fullWidth is set', () => {
    renderWithUi(
      <>
        <Button fullWidth>Wide</Button>
        <Button>Narrow</Button>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Wide' })).width).toBe('100%');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Narrow' })).width).toBe('auto');
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the DOM button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithUi(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });

  it('navigates to its target path when given `to`', async () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/cancel']}>
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
        <Button to="/plans" variant="upgrade">
          View Plans &amp; Retry
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View Plans & Retry' });
    expect(link).toHaveAttribute('href', '/plans');
    expect(screen.getByTestId('path')).toHaveTextContent('/cancel');
    await userEvent.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/plans');
  });

  it('does not navigate while a link button is loading', async () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/success']}>
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
        <Button to="/dashboard" loading>
          Dashboard
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
    // pointer-events: none already stops a mouse; the click handler also stops keyboard and scripted clicks.
    expect(getComputedStyle(link).pointerEvents).toBe('none');
    fireEvent.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/success');
  });
});
