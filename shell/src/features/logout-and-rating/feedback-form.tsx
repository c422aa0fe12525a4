import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, useSendFeedbackMutation } from '@sentiscope/shared/api';
import { MESSAGES } from '@sentiscope/shared/contract';
import { Button, notify } from '@sentiscope/shared/ui';
import { EmojiRatingGroup } from './emoji-rating-group';
import type { Rating } from './ratings';

const THANKS = 'Thank you for your feedback!';

type Props = { ratingToken: string | null; onDone: () => void };

export function FeedbackForm({ ratingToken, onDone }: Props) {
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const [sendFeedback, { isLoading }] = useSendFeedbackMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    try {
      const answer = await sendFeedback({ rating, comment: comment.trim(), ...(ratingToken ? { ratingToken } : {}) }).unwrap();
      notify.success(answer.message || THANKS);
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.generic));
    }
  };

  return (
    <Form onSubmit={submit}>
      <EmojiRatingGroup value={rating} onChange={setRating} />
      <Field>
        <label htmlFor={commentId}>Anything you would like to tell us?</label>
        <textarea id={commentId} rows={4} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <Button type="submit" variant="primary" fullWidth disabled={rating === null} loading={isLoading}>
        Submit
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  textarea {
    resize: vertical;
    padding: ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
