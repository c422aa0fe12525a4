import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';
import { renderWithUi } from '../testing';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open terms</Button>
      <Modal
        open={open}
        title="Terms & Conditions"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Next</Button>
          </>
        }
        {...props}
      >
        <p>By using SentiScope you agree that analysis is informational only.</p>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  renderWithUi(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open terms' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Terms & Conditions' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithUi(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog in a portal on document.body, labelled by its title', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Terms & Conditions');
    expect(dialog.closest('body > div')?.parentElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText(/informational only/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps focus: Tab and Shift+Tab cycle through the dialog controls only', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const next = screen.getByRole('button', { name: 'Next' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('keeps focus on a control inside that asked for it with autoFocus', async () => {
    const user = userEvent.setup();
    function DateOfBirth() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>I am above 18 years old</Button>
          <Modal open={open} title="Date of Birth" onClose={() => setOpen(false)}>
            <label>
              Date of Birth <input type="date" autoFocus />
            </label>
          </Modal>
        </>
      );
    }
    renderWithUi(<DateOfBirth />);
    const opener = screen.getByRole('button', { name: 'I am above 18 years old' });
    await user.click(opener);
    expect(screen.getByLabelText('Date of Birth', { selector: 'input' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('when not dismissible has no Close button and ignores Escape and backdrop clicks', async () => {
    const { user, dialog } = await openModal({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open and restores it on close', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
