import styled, { keyframes } from 'styled-components';

const twinkle = keyframes`
  0%, 100% { opacity: 0.35; transform: scale(0.8) rotate(0deg); }
  50% { opacity: 1; transform: scale(1.15) rotate(20deg); }
`;

const Sparkle = styled.span<{ $top: string; $left: string; $delay: string; $size: string }>`
  position: absolute;
  top: ${({ $top }) => $top};
  left: ${({ $left }) => $left};
  font-size: ${({ $size }) => $size};
  line-height: 1;
  color: ${({ theme }) => theme.colors.sparkle};
  animation: ${twinkle} 2.4s ease-in-out ${({ $delay }) => $delay} infinite;
  pointer-events: none;
`;

const SPARKLES = [
  { top: '8%', left: '6%', delay: '0s', size: '0.7rem' },
  { top: '58%', left: '88%', delay: '0.8s', size: '0.6rem' },
  { top: '14%', left: '80%', delay: '1.6s', size: '0.5rem' },
] as const;

// Purely decorative: hidden from assistive technology so the button's name stays its label.
export function Sparkles() {
  return (
    <span aria-hidden="true">
      {SPARKLES.map((s) => (
        <Sparkle key={`${s.top}-${s.left}`} $top={s.top} $left={s.left} $delay={s.delay} $size={s.size}>
          ✦
        </Sparkle>
      ))}
    </span>
  );
}
