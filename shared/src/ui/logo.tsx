import styled from 'styled-components';

export type LogoProps = { name?: string; size?: number; showName?: boolean; className?: string };

const Root = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size * 0.3)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => Math.round($size * 0.62)}px;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

/** The SentiScope mark: a lens over a rising line. Decorative; the name beside it (or the link around it) is the label. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <circle cx="14" cy="14" r="7.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M19.6 19.6 25 25" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M9.8 16.2l2.6-3 2.4 1.9 3.2-4.1" fill="none" stroke="#67e8f9" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ name = 'SentiScope', size = 32, showName = true, className }: LogoProps) {
  return (
    <Root $size={size} className={className}>
      <LogoMark size={size} />
      {showName ? <span>{name}</span> : <span className="visually-hidden">{name}</span>}
    </Root>
  );
}
