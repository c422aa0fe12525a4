import { useEffect } from 'react';
import { useNavigate } from '@sentiscope/shared/router';
import styled from 'styled-components';
import { MESSAGES, NOT_FOUND_REDIRECT_MS, ROUTES } from '@sentiscope/shared/contract';

export function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(ROUTES.home, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Wrapper>
      <h1>{MESSAGES.notFoundTitle}</h1>
      <p aria-live="polite">{MESSAGES.notFoundRedirect}</p>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  min-height: 50vh;
  display: grid;
  place-content: center;
  text-align: center;
  gap: 8px;
  h1 {
    margin: 0;
  }
`;
