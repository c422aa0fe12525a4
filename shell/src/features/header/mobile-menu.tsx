import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@sentiscope/shared/router';
import { IconButton } from '@sentiscope/shared/ui';
import styled, { keyframes } from 'styled-components';
import { SiteNav } from './site-nav';

/** Below 768 px the links move into a panel that slides in from the side. */
export function MobileMenu({ loggedIn }: { loggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <Wrapper>
      <IconButton
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Bars aria-hidden="true" $open={open} />
      </IconButton>
      <Panel id={panelId} hidden={!open}>
        <SiteNav loggedIn={loggedIn} vertical onNavigate={() => setOpen(false)} />
      </Panel>
    </Wrapper>
  );
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
`;


const Bars = styled.span<{ $open: boolean }>`
  position: relative;
  width: 18px;
  height: 2px;
  background: ${({ $open }) => ($open ? 'transparent' : 'currentColor')};
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 18px;
    height: 2px;
    background: currentColor;
    transition: transform ${({ theme }) => theme.durations.normal};
  }
  &::before {
    top: -6px;
    transform: ${({ $open }) => ($open ? 'translateY(6px) rotate(45deg)' : 'none')};
  }
  &::after {
    top: 6px;
    transform: ${({ $open }) => ($open ? 'translateY(-6px) rotate(-45deg)' : 'none')};
  }
`;

// Hangs from the header's bottom edge (the header is its containing block), so an announcement banner above the header
// can never push the menu button under the panel.
const Panel = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  height: calc(100vh - 100%);
  max-height: calc(100dvh - 64px);
  overflow-y: auto;
  width: min(280px, 80vw);
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  animation: ${slideIn} ${({ theme }) => theme.durations.slow} ease-out;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  &[hidden] {
    display: none;
  }
`;
