import { useId } from 'react';
import styled from 'styled-components';
import { RATINGS, type Rating } from './ratings';

type Props = { value: Rating | null; onChange: (rating: Rating) => void };

/** Five native radios drawn as faces: arrow keys, labels and checked state come from the platform. */
export function EmojiRatingGroup({ value, onChange }: Props) {
  const labelId = useId();
  const name = useId();
  return (
    <Group role="radiogroup" aria-labelledby={labelId}>
      <Caption id={labelId}>Rate your experience from 1 to 5</Caption>
      <Faces>
        {RATINGS.map((rating) => (
          <Face key={rating.value} $checked={value === rating.value}>
            <input
              type="radio"
              name={name}
              value={rating.value}
              checked={value === rating.value}
              onChange={() => onChange(rating.value)}
            />
            <rating.Face size={28} aria-hidden="true" />
            <span className="visually-hidden">
              {rating.value} – {rating.label}
            </span>
          </Face>
        ))}
      </Faces>
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Faces = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Face = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  font-size: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colors.focus : theme.colors.border)};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.surfaceRaised : 'transparent')};
  transform: ${({ $checked }) => ($checked ? 'scale(1.1)' : 'none')};
  transition: transform ${({ theme }) => theme.durations.fast}, border-color ${({ theme }) => theme.durations.fast};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
