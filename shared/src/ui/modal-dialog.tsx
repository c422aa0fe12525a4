import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { trapTab } from './focus-trap';
import { coverWindow } from './css-fragments';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalDialogProps = {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  dismissible?: boolean;
};

const WIDTHS: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '820px' };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const scaleIn = keyframes`
  from { opacity: 0; transform: scale(0.94); }
  to { opacity: 1; transform: scale(1); }
`;

const Backdrop = styled.div`
  ${coverWindow('modal')}
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 32px);
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${scaleIn} ${({ theme }) => theme.durations.normal} cubic-bezier(0.2, 0.9, 0.3, 1.2);

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  font-size: 1.25rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing.xl};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function ModalDialog({ title, onClose, children, footer, size = 'md', dismissible = true }: ModalDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read during the first render, before any autoFocus inside the dialog moves focus away from the opener.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Stop here so a modal opened from inside another modal does not also close or trap its parent.
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      event.stopPropagation();
      trapTab(event, panelRef.current);
    }
  };

  // Closing needs the press to start and end on the backdrop, so a text selection dragged out of the panel does not close it.
  const handleMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus inside the dialog: a press on the backdrop would otherwise move it to <body>.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <Backdrop onMouseDown={handleMouseDown} onClick={handleBackdropClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {dismissible && (
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  );
}
