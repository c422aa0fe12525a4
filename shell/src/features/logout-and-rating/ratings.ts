import type { LucideIcon } from 'lucide-react';
import Angry from 'lucide-react/icons/angry';
import Annoyed from 'lucide-react/icons/annoyed';
import Laugh from 'lucide-react/icons/laugh';
import Meh from 'lucide-react/icons/meh';
import Smile from 'lucide-react/icons/smile';
import type { FeedbackPayload } from '@sentiscope/shared/contract';

export type Rating = FeedbackPayload['rating'];

/** The five faces of the rating modal, worst to best: drawn as icons, since emoji fonts are missing on many systems. */
export const RATINGS: readonly { value: Rating; Face: LucideIcon; label: string }[] = [
  { value: 1, Face: Angry, label: 'Angry' },
  { value: 2, Face: Annoyed, label: 'Confused' },
  { value: 3, Face: Meh, label: 'Neutral' },
  { value: 4, Face: Smile, label: 'Smile' },
  { value: 5, Face: Laugh, label: 'Heart eyes' },
];
