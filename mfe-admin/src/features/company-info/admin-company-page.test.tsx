import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminCompanyInformation } from '@sentiscope/shared/contract';
import { renderAdmin } from '@/test/render-admin';
import AdminCompanyPage from './admin-company-page';
import { envelope, failure, server, TEST_API as API } from '@sentiscope/shared/testing';

const RECORD: AdminCompanyInformation = {
  companyName: { type: 'string', value: 'SentiScope' },
  foundedYear: { type: 'number', value: 2024 },
  acceptingSignups: { type: 'boolean', value: true },
  markets: { type: 'string[]', value: ['crypto', 'stocks'] },
  ratings: { type: 'number[]', value: [4, 5] },
};

function companyApi(record: AdminCompanyInformation | null = RECORD) {
  const saved: AdminCompanyInformation[] = [];
  server.use(
    http.get(`${API}/admin/company-information`, () =>
      record ? HttpResponse.json(envelope(record)) : HttpResponse.json(failure('Database unavailable'), { status: 500 }),
    ),
    http.put(`${API}/admin/company-information`, async ({ request }) => {
      const body = (await request.json()) as AdminCompanyInformation;
      saved.push(body);
      return HttpResponse.json(envelope(body, 'Company information saved'));
    }),
  );
  return saved;
}

describe('admin company info', () => {
  it('shows the key / type / value table in read mode', async () => {
    companyApi();
    renderAdmin(<AdminCompanyPage />, { path: '/admin/company' });
    const row = (await screen.findByRole('rowheader', { name: 'markets' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('string[]')).toBeInTheDocument();
    expect(within(row).getByText('crypto, stocks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Info' })).not.toBeInTheDocument();
  });

  it('edits typed values and saves them as their types', async () => {
    const saved = companyApi();
    const { user } = renderAdmin(<AdminCompanyPage />, { path: '/admin/company' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Value of foundedYear'));
    await user.type(screen.getByLabelText('Value of foundedYear'), '2025');
    await user.click(screen.getByLabelText('Value of acceptingSignups'));
    await user.clear(screen.getByLabelText('Value of ratings'));
    await user.type(screen.getByLabelText('Value of ratings'), '3, 4.5');
    await user.click(screen.getByRole('button', { name: 'Save Info' }));
    expect(await screen.findByText('Company information saved')).toBeInTheDocument();
    expect(saved).toEqual([
      { ...RECORD, foundedYear: { type: 'number', value: 2025 }, acceptingSignups: { type: 'boolean', value: false }, ratings: { type: 'number[]', value: [3, 4.5] } },
    ]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('refuses a value of the wrong type with a clear message and sends nothing', async () => {
    const saved = companyApi();
    const { user } = renderAdmin(<AdminCompanyPage />, { path: '/admin/company' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Value of ratings'));
    await user.type(screen.getByLabelText('Value of ratings'), '4, five');
    await user.clear(screen.getByLabelText('Value of foundedYear'));
    await user.click(screen.getByRole('button', { name: 'Save Info' }));
    expect(screen.getByText('ratings must be numbers separated by commas')).toBeInTheDocument();
    expect(screen.getByText('foundedYear must be a number')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('adds a custom field, refusing a taken key, and Cancel drops unsaved edits', async () => {
    const saved = companyApi();
    const { user } = renderAdmin(<AdminCompanyPage />, { path: '/admin/company' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Add Custom Field' }));
    const form = screen.getByRole('form', { name: 'Add custom field' });
    await user.type(within(form).getByLabelText('Key'), 'markets');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(within(form).getByText('That key is already in the table')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Key'));
    await user.type(within(form).getByLabelText('Key'), 'employees');
    await user.selectOptions(within(form).getByLabelText('Type'), 'number');
    await user.type(within(form).getByLabelText('Value'), '42');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Save Info' }));
    await screen.findByText('Company information saved');
    expect(saved[0].employees).toEqual({ type: 'number', value: 42 });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove markets' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('rowheader', { name: 'markets' })).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('says so when the company information cannot be loaded', async () => {
    companyApi(null);
    renderAdmin(<AdminCompanyPage />, { path: '/admin/company' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
