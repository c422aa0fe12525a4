import styled from 'styled-components';
import { cycleName, formatPrice, type CheckoutSummary } from '@sentiscope/shared/contract';
import { formatDate } from '@/components/format-date';


/** Plan, cycle, price, an upgrade's credit, what is paid today and when it renews. */
export function OrderSummary({ checkout }: { checkout: CheckoutSummary }) {
  return (
    <List>
      <div>
        <dt>Plan</dt>
        <dd>{checkout.plan.title}</dd>
      </div>
      <div>
        <dt>Billing cycle</dt>
        <dd>{cycleName(checkout.tenure)}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{formatPrice(checkout.price)}</dd>
      </div>
      {checkout.credit > 0 && (
        <div>
          <dt>Credit for unused days of your current plan</dt>
          <dd>−{formatPrice(checkout.credit)}</dd>
        </div>
      )}
      <Total>
        <dt>Due today</dt>
        <dd>{formatPrice(checkout.due)}</dd>
      </Total>
      {checkout.renewsAt && (
        <div>
          <dt>Renews on</dt>
          <dd>{formatDate(checkout.renewsAt)}</dd>
        </div>
      )}
    </List>
  );
}

const List = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

const Total = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  dt {
    color: inherit !important;
    font-weight: 700;
  }
`;
