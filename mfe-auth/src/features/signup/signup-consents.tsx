import { useState } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@sentiscope/shared/ui';
import { AgeCheckModal } from '@/features/age-check/age-check-modal';
import { TermsModal } from '@/features/legal-terms/terms-modal';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

export type SignupConsentsProps = {
  acceptedTerms: boolean;
  isAbove18: boolean;
  onAcceptedTermsChange: (accepted: boolean) => void;
  onIsAbove18Change: (isAbove18: boolean) => void;
};

/**
 * The two boxes Sign Up waits for. Ticking one opens its modal; only Accept (terms) or a date of birth
 * of 18 full years (age) ticks it. Unticking needs no modal.
 */
export function SignupConsents({ acceptedTerms, isAbove18, onAcceptedTermsChange, onIsAbove18Change }: SignupConsentsProps) {
  const [open, setOpen] = useState<'terms' | 'age' | null>(null);

  return (
    <Group>
      <legend className="visually-hidden">Agreements</legend>
      <Checkbox
        label="Accept Terms and Conditions and Privacy Policy"
        checked={acceptedTerms}
        aria-haspopup="dialog"
        onChange={() => (acceptedTerms ? onAcceptedTermsChange(false) : setOpen('terms'))}
      />
      <Checkbox
        label="I am above 18 years old"
        checked={isAbove18}
        aria-haspopup="dialog"
        onChange={() => (isAbove18 ? onIsAbove18Change(false) : setOpen('age'))}
      />
      <TermsModal
        open={open === 'terms'}
        onCancel={() => setOpen(null)}
        onAccept={() => {
          setOpen(null);
          onAcceptedTermsChange(true);
        }}
      />
      <AgeCheckModal
        open={open === 'age'}
        onCancel={() => setOpen(null)}
        onVerified={(oldEnough) => {
          setOpen(null);
          onIsAbove18Change(oldEnough);
        }}
      />
    </Group>
  );
}
