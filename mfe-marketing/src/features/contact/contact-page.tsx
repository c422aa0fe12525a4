import styled from 'styled-components';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useGetCompanyInfoQuery } from '@sentiscope/shared/api';
import { MESSAGES, type CompanyInfo } from '@sentiscope/shared/contract';
import { Button, Loader } from '@sentiscope/shared/ui';
import { usePageMeta } from '@/components/use-page-meta';

const firstWhere = <T,>(items: readonly T[], first: (item: T) => boolean): T[] => [...items].sort((a, b) => Number(first(b)) - Number(first(a)));

function CompanyDetails({ company }: { company: CompanyInfo }) {
  const contacts = firstWhere(company.contacts, (contact) => contact.isPrimary);
  const addresses = firstWhere(company.addresses, (address) => address.isHeadOffice);
  return (
    <Grid>
      <Panel aria-labelledby="reach-title">
        <h2 id="reach-title">Reach us</h2>
        <ul>
          {contacts.map((contact) => (
            <li key={contact.email + contact.phone}>
              {contact.isPrimary && <Tag>Primary</Tag>}
              <a href={`mailto:${contact.email}`}>
                <Mail aria-hidden size={16} /> {contact.email}
              </a>
              <a href={`tel:${contact.phone}`}>
                <Phone aria-hidden size={16} /> {contact.phone}
              </a>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel aria-labelledby="offices-title">
        <h2 id="offices-title">Offices</h2>
        <ul>
          {addresses.map((address) => (
            <li key={`${address.street}-${address.city}`}>
              {address.isHeadOffice && <Tag>Head office</Tag>}
              <address>
                <MapPin aria-hidden size={16} /> {address.street}, {address.city}, {address.state} {address.zipCode}, {address.country}
              </address>
            </li>
          ))}
        </ul>
      </Panel>
      {company.socialMedia.length > 0 && (
        <Panel aria-labelledby="social-title">
          <h2 id="social-title">Follow us</h2>
          <ul>
            {company.socialMedia.map((social) => (
              <li key={social.url}>
                <a href={social.url} rel="noopener noreferrer" target="_blank">
                  {social.platform}
                </a>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </Grid>
  );
}

export default function ContactPage() {
  usePageMeta({ title: 'Contact', description: 'Contact SentiScope support: e-mail, phone, offices and social channels.' });
  const { data: company, isLoading, isError, refetch } = useGetCompanyInfoQuery();
  let body;
  if (isLoading) body = <Loader label="Loading contact details" />;
  else if (isError || !company) {
    body = (
      <Problem role="alert">
        <p>{isError ? MESSAGES.companyInfoFailed : MESSAGES.emptyResponse}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </Problem>
    );
  } else body = <CompanyDetails company={company} />;
  return (
    <Article>
      <h1>Contact {company?.companyName ?? 'SentiScope'}</h1>
      <Lead>Questions about your account, a plan or a figure on the dashboard? We answer within one working day.</Lead>
      {body}
    </Article>
  );
}

const Article = styled.article`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px 0 48px;
  h1 {
    margin: 0 0 8px;
  }
`;

const Lead = styled.p`
  margin: 0 0 32px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
`;

const Panel = styled.section`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: grid;
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 6px;
    justify-items: start;
  }
  a,
  address {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.text};
    font-style: normal;
    min-height: 24px;
  }
`;

const Tag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.successText};
`;

const Problem = styled.div`
  p {
    margin: 0 0 12px;
  }
`;
