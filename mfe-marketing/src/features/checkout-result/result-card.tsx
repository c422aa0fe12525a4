import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useGetCompanyInfoQuery } from '@sentiscope/shared/api';

type Props = { title: string; text: string; action: ReactNode; tone: 'success' | 'neutral'; children?: ReactNode };

/** The card of the success and cancel pages: outcome, next step, and where to get help. */
export function ResultCard({ title, text, action, tone, children }: Props) {
  const { data: company } = useGetCompanyInfoQuery();
  const support = company?.contacts.find((contact) => contact.isPrimary) ?? company?.contacts[0];
  return (
    <Card $tone={tone}>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
      {action}
      <Support>
        Need help? Contact support at{' '}
        {support ? <a href={`mailto:${support.email}`}>{support.email}</a> : 'our support team'}.
      </Support>
    </Card>
  );
}

const Card = styled.section<{ $tone: 'success' | 'neutral' }>`
  max-width: 560px;
  margin: 48px auto;
  padding: 36px 28px;
  text-align: center;
  border-radius: 18px;
  border: 1px solid ${({ $tone }) => ($tone === 'success' ? 'rgba(34,197,94,0.45)' : 'rgba(255,255,255,0.12)')};
  background: rgba(255, 255, 255, 0.04);
  h1 {
    margin: 0 0 12px;
  }
  p {
    margin: 0 0 20px;
  }
`;

const Support = styled.p`
  margin-top: 20px !important;
  font-size: 0.9rem;
  opacity: 0.75;
  a {
    color: inherit;
  }
`;
