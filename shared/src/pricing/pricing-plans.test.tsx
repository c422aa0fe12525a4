import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { HeldPlan, Plan } from '@sentiscope/shared/contract';
import { aPlan } from '../testing';
import { renderWithUi } from '../testing';
import { PricingPlans } from './pricing-plans';

const plan = (fields: Partial<Plan>) => aPlan({ sixMonthDiscount: 0, yearlyDiscount: 0, ...fields });

const FREE = plan({ _id: 'f', title: 'Free', isFree: true, monthlyPrice: 0, sixMonthPrice: 0, yearlyPrice: 0 });
const PREMIUM = plan({ _id: 'm', title: 'Premium', isMostPopular: true, monthlyPrice: 12.99, sixMonthPrice: 69.99, yearlyPrice: 123.99 });
const PRO = plan({ _id: 'p', title: 'Pro', monthlyPrice: 29.99, sixMonthPrice: 160.99, yearlyPrice: 286.99, cryptos: ['btc', 'eth', 'sol'] });
const PLANS = [FREE, PREMIUM, PRO];

function renderCards(props: { held?: HeldPlan | null; path?: string; onSubscribe?: jest.Mock }) {
  const onSubscribe = props.onSubscribe ?? jest.fn();
  const element = <PricingPlans plans={PLANS} held={props.held ?? null} onSubscribe={onSubscribe} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [props.path ?? '/plans'] });
  renderWithUi(<RouterProvider router={router} />);
  return onSubscribe;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('pricing cards', () => {
  it('shows a card per plan in the order given (the plans query sorts them), Most popular on Premium, yearly first', () => {
    renderCards({});
    expect(screen.getAllByRole('article').map((el) => within(el).getByRole('heading', { level: 2 }).textContent)).toEqual(['Free', 'Premium', 'Pro']);
    expect(within(card('Premium')).getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect(within(card('Pro')).getByText('billed $286.99 every year')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('$23.91')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('Save $72.89 (20%) against monthly')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('3 assets')).toBeInTheDocument();
  });

  it('names the classes a plan opens in full before the assets it lists, and lists none when it opens both', () => {
    const classes = (fields: Partial<Plan>, kindOf?: (id: string) => 'crypto' | 'stock' | undefined) => {
      const element = <PricingPlans plans={[plan({ _id: 'c', title: 'Classes', monthlyPrice: 9, yearlyPrice: 90, ...fields })]} held={null} kindOf={kindOf} />;
      const view = renderWithUi(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
      const assets = within(card('Classes')).getByRole('heading', { name: 'Assets' }).parentElement!;
      const lines = [...assets.querySelectorAll('li')].map((li) => li.textContent);
      view.unmount();
      return lines;
    };
    expect(classes({ opensAll: ['crypto', 'stocks'], cryptos: ['btc', 'aapl'] })).toEqual(['Every listed coin', 'All US stocks and ETFs']);
    // Without the kinds the card cannot tell BTC is a coin, so it lists every asset after the class.
    expect(classes({ opensAll: ['crypto'], cryptos: ['btc', 'aapl'] })).toEqual(['Every listed coin', 'BTC', 'AAPL']);
    expect(classes({ opensAll: ['crypto'], cryptos: ['btc', 'aapl'] }, (id) => (id === 'btc' ? 'crypto' : 'stock'))).toEqual(['Every listed coin', 'AAPL']);
    expect(classes({ opensAll: ['stocks'], cryptos: ['btc', 'aapl'] }, (id) => (id === 'btc' ? 'crypto' : 'stock'))).toEqual(['All US stocks and ETFs', 'BTC']);
  });

  it('the billing switch shows each plan at the chosen cycle', async () => {
    renderCards({});
    await userEvent.click(screen.getByRole('radio', { name: /6 months/ }));
    expect(within(card('Pro')).getByText('billed $160.99 every 6 months')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(within(card('Pro')).getByText('billed monthly')).toBeInTheDocument();
    expect(within(card('Pro')).queryByText(/against monthly/)).not.toBeInTheDocument();
  });

  it('subscribe hands over the plan and the chosen cycle', async () => {
    const onSubscribe = renderCards({});
    await userEvent.click(screen.getByRole('radio', { name: /6 months/ }));
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Get Pro' }));
    expect(onSubscribe).toHaveBeenCalledWith(PRO, 'SIX_MONTHS');
  });

  it('a Premium user sees Premium as Current plan (disabled), Pro as an upgrade, and not the Free card', async () => {
    const onSubscribe = renderCards({ held: { plan: PREMIUM, tenure: 'YEARLY' } });
    expect(screen.queryByRole('article', { name: 'Free' })).not.toBeInTheDocument();
    expect(within(card('Premium')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Get Pro' }));
    expect(onSubscribe).toHaveBeenCalledWith(PRO, 'YEARLY');
  });

  it('a Pro user has no billing switch and every card disabled, shown at their cycle', () => {
    renderCards({ held: { plan: PRO, tenure: 'SIX_MONTHS' } });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(within(card('Pro')).getByText('billed $160.99 every 6 months')).toBeInTheDocument();
  });

  it('on admin paths subscribe does nothing', async () => {
    const onSubscribe = renderCards({ path: '/admin/pricing' });
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Get Pro' }));
    expect(onSubscribe).not.toHaveBeenCalled();
  });
});
