import { useId, useState, type FormEvent } from 'react';
import { isOldEnough, MESSAGES, validateField } from '@sentiscope/shared/contract';
import { Button, Modal, notify, TextField } from '@sentiscope/shared/ui';

export type AgeCheckModalProps = {
  open: boolean;
  /** Called with true for 18 full years or more, false otherwise; the modal closes either way. */
  onVerified: (isAbove18: boolean) => void;
  onCancel: () => void;
};

const localIsoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function AgeCheckForm({ onVerified, onCancel }: Omit<AgeCheckModalProps, 'open'>) {
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [error, setError] = useState('');
  const formId = useId();

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const missing = validateField('dateOfBirth', dateOfBirth);
    if (missing) {
      setError(missing);
      return;
    }
    if (isOldEnough(dateOfBirth, new Date())) {
      onVerified(true);
    } else {
      notify.error(MESSAGES.underAge);
      onVerified(false);
    }
  };

  return (
    <Modal
      open
      size="sm"
      title="Date of Birth"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Verify Age
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={verify}>
        <TextField
          label="Date of Birth"
          type="date"
          name="dateOfBirth"
          autoComplete="bday"
          max={localIsoDate(new Date())}
          value={dateOfBirth}
          error={error}
          hint="You must be 18 or older to use SentiScope."
          onChange={(event) => {
            setDateOfBirth(event.target.value);
            setError(validateField('dateOfBirth', event.target.value));
          }}
        />
      </form>
    </Modal>
  );
}

/** The Date of Birth modal opened by 'I am above 18 years old': confirms the visitor is 18 or older before sign-up. */
export function AgeCheckModal({ open, ...handlers }: AgeCheckModalProps) {
  return open ? <AgeCheckForm {...handlers} /> : null;
}
