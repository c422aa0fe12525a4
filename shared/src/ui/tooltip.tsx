import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button or link); the tooltip describes it. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
};

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ $placement }) => ($placement === 'top' ? 'bottom: calc(100% + 8px);' : 'top: calc(100% + 8px);')}
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: max-content;
  max-width: min(280px, 80vw);
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.background};
  background: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: none;
`;

// Shows on hover and keyboard focus, hides on Escape or blur (WCAG 1.4.13); the text is the trigger's description.
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Bubble role="tooltip" id={id} $placement={placement} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  );
}
