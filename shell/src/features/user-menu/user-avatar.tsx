import styled from 'styled-components';

const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/** The round avatar with the first letter of the user's name. */
export function UserAvatar({ name }: { name: string }) {
  return <Circle aria-hidden="true">{initialOf(name)}</Circle>;
}

const Circle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.upgrade});
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
`;
