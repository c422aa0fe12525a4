import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgeCheckModal } from '@/features/age-check/age-check-modal';
import { renderWithUi } from '@sentiscope/shared/testing';

function renderModal(today: string) {
  jest.setSystemTime(new Date(`${today}T12:00:00`));
  const onVerified = jest.fn();
  const onCancel = jest.fn();
  renderWithUi(<AgeCheckModal open onVerified={onVerified} onCancel={onCancel} />);
  const person = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { onVerified, onCancel, person };
}

async function verify(person: ReturnType<typeof userEvent.setup>, dateOfBirth: string) {
  const dialog = screen.getByRole('dialog', { name: 'Date of Birth' });
  await person.type(within(dialog).getByLabelText('Date of Birth'), dateOfBirth);
  await person.click(within(dialog).getByRole('button', { name: 'Verify Age' }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Date of Birth modal', () => {
  it.each([
    ['on the 18th birthday', '2025-09-10', '2007-09-10', true],
    ['the day before the 18th birthday', '2025-09-09', '2007-09-10', false],
    ['a month before the 18th birthday', '2025-08-10', '2007-09-10', false],
    ['well over 18', '2025-09-10', '1970-01-01', true],
    ['a 29 February birthday on 28 February of the 18th year', '2022-02-28', '2004-02-29', false],
    ['a 29 February birthday on 1 March of the 18th year', '2022-03-01', '2004-02-29', true],
    ['a 29 February birthday in a leap year long after (36th)', '2040-02-29', '2004-02-29', true],
    ['born 1 March, checked on 29 February of the 18th year', '2024-02-29', '2006-03-01', false],
    ['a birthday on 28 February, checked on 29 February of a leap year', '2024-02-29', '2006-02-28', true],
    ['17 on 31 December', '2025-12-31', '2008-01-01', false],
    ['18 on 1 January', '2026-01-01', '2008-01-01', true],
  ])('%s (today %s, born %s): above 18 is %s', async (_what, today, dateOfBirth, oldEnough) => {
    const { onVerified, person } = renderModal(today);
    await verify(person, dateOfBirth);
    expect(onVerified).toHaveBeenCalledWith(oldEnough);
    if (oldEnough) expect(screen.queryByText('You must be 18 or older to sign up.')).not.toBeInTheDocument();
    else expect(await screen.findByText('You must be 18 or older to sign up.')).toBeInTheDocument();
  });

  it("asks for a date before verifying: 'Date of Birth is required'", async () => {
    const { onVerified, person } = renderModal('2025-09-10');
    await person.click(screen.getByRole('button', { name: 'Verify Age' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Date of Birth is required');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('does not offer dates after today', () => {
    renderModal('2025-09-10');
    const dialog = screen.getByRole('dialog', { name: 'Date of Birth' });
    expect(within(dialog).getByLabelText('Date of Birth')).toHaveAttribute('max', '2025-09-10');
  });

  it('cancels with Cancel and with Escape', async () => {
    const { onCancel, onVerified, person } = renderModal('2025-09-10');
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    await person.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { person } = renderModal('2025-09-10');
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await person.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
