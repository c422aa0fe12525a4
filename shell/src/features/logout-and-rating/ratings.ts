import type { FeedbackPayload } from '@sentiscope/shared/contract';

export type Rating = FeedbackPayload['rating'];

/** The five faces of the rating modal (SPEC §2), worst to best. */
export const RATINGS: readonly { value: Rating; emoji: string; label: string }[] = [
  { value: 1, emoji: '😠', label: 'Angry' },
  { value: 2, emoji: '😕', label: 'Confused' },
  { value: 3, emoji: '😐', label: 'Neutral' },
  { value: 4, emoji: '🙂', label: 'Smile' },
  { value: 5, emoji: '😍', label: 'Heart eyes' },
];
