import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';
import { renderWithUi } from '../testing';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and valid while it has no error', () => {
    renderWithUi(<TextField label="Email" name="email" hint="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its error as an alert and links it to the input', () => {
    renderWithUi(<TextField label="Password" type="password" hint="At least 6 characters." error="Password is too short" />);
    const input = screen.getByLabelText('Password');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Password is too short');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input).toHaveAccessibleDescription('At least 6 characters. Password is too short');
  });

  it('lets the user show and hide a password', async () => {
    const user = userEvent.setup();
    renderWithUi(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('passes typing through to a controlled value', async () => {
    const user = userEvent.setup();
    function EmailField() {
      const [email, setEmail] = useState('');
      return <TextField label="Email" value={email} onChange={(e) => setEmail(e.target.value.toLowerCase())} />;
    }
    renderWithUi(<EmailField />);
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.COM');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox the user can tick', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(<Checkbox label="I am above 18 years old" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I am above 18 years old' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows and links its error', () => {
    renderWithUi(<Checkbox label="Accept Terms and Conditions and Privacy Policy" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });
});
