import styled from 'styled-components';
import { useGetCompanyInfoQuery } from '@sentiscope/shared/api';
import { ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';

const FOOTER_LINKS = [
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.guide, label: 'Guide' },
  { to: ROUTES.trackRecord, label: 'Track record' },
  { to: ROUTES.plans, label: 'Plans' },
  { to: ROUTES.developers, label: 'API' },
  { to: ROUTES.contact, label: 'Contact' },
] as const;

/** Every public page ends with where to go next, how to reach support, and the disclaimer. */
export function SiteFooter() {
  const { data: company } = useGetCompanyInfoQuery();
  const support = company?.contacts.find((contact) => contact.isPrimary) ?? company?.contacts[0];
  return (
    <Footer>
      <Columns>
        <nav aria-label="Footer">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          Support:{' '}
          {support ? <a href={`mailto:${support.email}`}>{support.email}</a> : <Link to={ROUTES.contact}>contact us</Link>}
        </p>
      </Columns>
      <Disclaimer>
        SentiScope provides AI-generated market analysis for information only. It is not financial advice, and past
        market behaviour does not predict future results.
      </Disclaimer>
      <p>© {new Date().getFullYear()} {company?.companyName ?? 'SentiScope'}</p>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: 32px 16px 24px;
  text-align: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 8px auto;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px 32px;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-block;
    padding: 8px;
    min-height: 24px;
  }
`;

const Disclaimer = styled.p`
  max-width: 720px;
  line-height: 1.6;
`;
