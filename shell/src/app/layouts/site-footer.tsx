import styled from 'styled-components';

export function SiteFooter() {
  return (
    <Footer>
      <p>
        SentiScope provides AI-generated market analysis for information only. It is not financial advice.
      </p>
      <p>© {new Date().getFullYear()} SentiScope</p>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: 24px 16px;
  text-align: center;
  font-size: 0.85rem;
  opacity: 0.7;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  p {
    margin: 4px 0;
  }
`;
