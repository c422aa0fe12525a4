import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  // The dictionaries take a moment to load on a busy machine; the meter shows "Checking…" meanwhile.
  beforeAll(() => import('./password-strength-estimator'), 20_000);

  it('shows nothing until something is typed', () => {
    renderWithUi(
      <div data-testid="meter">
        <PasswordStrength password="" />
      </div>,
    );
    expect(screen.getByTestId('meter')).toBeEmptyDOMElement();
  });

  it('calls a common password very weak and says why', async () => {
    renderWithUi(<PasswordStrength password="password1" />);
    expect(await screen.findByText(/^Password strength: Very weak\. .+/)).toHaveAttribute('role', 'status');
  });

  it('asks for the minimum length first', async () => {
    renderWithUi(<PasswordStrength password="x7#Lq" />);
    expect(await screen.findByText('Password strength: Very weak. Use at least 8 characters.')).toBeInTheDocument();
  });

  it('calls a long unpredictable passphrase strong', async () => {
    renderWithUi(<PasswordStrength password="violet lantern harbour 19" />);
    expect(await screen.findByText(/^Password strength: (Strong|Very strong)$/)).toBeInTheDocument();
  });

  it('marks a password built from the user’s own name as weak', async () => {
    renderWithUi(<PasswordStrength password="genevieve1987" userInputs={['Genevieve', 'genevieve1987@example.com']} />);
    expect(await screen.findByText(/^Password strength: (Very weak|Weak)/)).toBeInTheDocument();
  });

  it('keeps the zxcvbn dictionaries out of the design system until a meter shows', () => {
    let loaded = false;
    jest.isolateModules(() => {
      jest.doMock('@zxcvbn-ts/core', () => {
        loaded = true;
        return jest.requireActual('@zxcvbn-ts/core');
      });
      require('./index');
    });
    expect(loaded).toBe(false);
  });
});
