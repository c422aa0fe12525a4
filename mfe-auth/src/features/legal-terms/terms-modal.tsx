import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TERMS_EFFECTIVE_DATE } from '@sentiscope/shared/contract';
import { Button, Modal } from '@sentiscope/shared/ui';
import { LegalDocumentView } from '@/features/legal-terms/legal-document-view';
import { PRIVACY_POLICY } from '@/features/legal-terms/privacy-policy';
import { TERMS_AND_CONDITIONS } from '@/features/legal-terms/terms-and-conditions';
import { TERMS_SUMMARY } from '@/features/legal-terms/terms-summary';

export const TERMS_STEPS = [TERMS_SUMMARY, TERMS_AND_CONDITIONS, PRIVACY_POLICY] as const;

/** '2025-09-01' as '1 September 2025'. */
export const formatEffectiveDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};

  &:focus {
    outline: none;
  }
`;

export type TermsModalProps = {
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
};

function TermsSteps({ onAccept, onCancel }: Omit<TermsModalProps, 'open'>) {
  const [step, setStep] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const isLast = step === TERMS_STEPS.length - 1;
  const document = TERMS_STEPS[step];

  // A new step starts at its top, and a screen reader hears which step it is.
  useEffect(() => {
    if (step > 0) topRef.current?.focus();
  }, [step]);

  return (
    <Modal
      open
      size="lg"
      title={document.title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          {isLast ? (
            <Button variant="success" onClick={onAccept}>
              Accept
            </Button>
          ) : (
            <Button onClick={() => setStep((current) => current + 1)}>Next</Button>
          )}
        </>
      }
    >
      <Meta ref={topRef} tabIndex={-1}>
        <span>
          Step {step + 1} of {TERMS_STEPS.length}
        </span>
        <span>Effective {formatEffectiveDate(TERMS_EFFECTIVE_DATE)}</span>
      </Meta>
      <LegalDocumentView key={step} document={document} />
    </Modal>
  );
}

/** The three-step terms modal: summary, full Terms & Conditions, Privacy Policy; Accept on the last. */
export function TermsModal({ open, ...handlers }: TermsModalProps) {
  return open ? <TermsSteps {...handlers} /> : null;
}
