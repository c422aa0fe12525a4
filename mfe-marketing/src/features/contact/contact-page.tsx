import styled from 'styled-components';
import { useGetCompanyInfoQuery } from '@sentiscope/shared/api';
import { MESSAGES } from '@sentiscope/shared/contract';
import { Loader } from '@sentiscope/shared/ui';

export default function ContactPage() {
  const { data: company, isLoading, isError } = useGetCompanyInfoQuery();
  if (isLoading) return <Loader label="Loading contact details" />;
  if (isError || !company) return <p role="alert">{MESSAGES.companyInfoFailed}</p>;
  return (
    <Article>
      <h1>Contact {company.companyName}</h1>
      <h2>Reach us</h2>
      <ul>
        {company.contacts.map((contact) => (
          <li key={contact.email + contact.phone}>
            <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.phone}
            {contact.isPrimary ? ' (primary)' : ''}
          </li>
        ))}
      </ul>
      <h2>Offices</h2>
      <ul>
        {company.addresses.map((address) => (
          <li key={`${address.street}-${address.city}`}>
            {address.street}, {address.city}, {address.state} {address.zipCode}, {address.country}
            {address.isHeadOffice ? ' (head office)' : ''}
          </li>
        ))}
      </ul>
    </Article>
  );
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  line-height: 1.6;
  a {
    color: inherit;
  }
`;
