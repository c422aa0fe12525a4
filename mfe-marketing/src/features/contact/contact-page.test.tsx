import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listenForApiCalls, renderPage, server } from '@sentiscope/shared/testing';
import { API, envelope } from '@/test/fixtures';
import ContactPage from './contact-page';

const COMPANY = {
  companyName: 'SentiScope',
  addresses: [
    { street: '9 Side Road', city: 'Austin', state: 'TX', zipCode: '73301', country: 'USA', isHeadOffice: false },
    { street: '1 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94105', country: 'USA', isHeadOffice: true },
  ],
  contacts: [
    { phone: '+15550199', email: 'sales@sentiscope.example', isPrimary: false },
    { phone: '+15550100', email: 'support@sentiscope.example', isPrimary: true },
  ],
  socialMedia: [{ platform: 'LinkedIn', url: 'https://www.linkedin.com/company/sentiscope', iconName: 'linkedin' }],
};

listenForApiCalls();

describe('contact page', () => {
  it('lists the head office first, the primary contact first and the social links', async () => {
    server.use(http.get(`${API}/v1/contact/company-info`, () => HttpResponse.json(envelope(COMPANY))));
    renderPage(<ContactPage />, { path: '/contact' });
    const offices = within(await screen.findByRole('region', { name: 'Offices' })).getAllByRole('listitem');
    expect(offices[0]).toHaveTextContent(/^Head office\s*1 Market Street/);
    const contacts = within(screen.getByRole('region', { name: 'Reach us' })).getAllByRole('listitem');
    expect(within(contacts[0]).getByRole('link', { name: /support@sentiscope.example/ })).toHaveAttribute('href', 'mailto:support@sentiscope.example');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', COMPANY.socialMedia[0].url);
  });

  it('shows the company information failure with a retry', async () => {
    server.use(http.get(`${API}/v1/contact/company-info`, () => HttpResponse.error()));
    renderPage(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch company information. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows Empty response when the answer has no company', async () => {
    server.use(http.get(`${API}/v1/contact/company-info`, () => HttpResponse.json({ success: true, message: 'ok' })));
    renderPage(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Empty response');
  });
});
