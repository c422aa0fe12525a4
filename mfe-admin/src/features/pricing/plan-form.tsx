import { Fragment, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@sentiscope/shared/contract';
import { Button, Checkbox, TextField } from '@sentiscope/shared/ui';
import { FieldGrid, TextAreaField } from '@/components/form-controls';
import { PlanAlertsField } from './plan-alerts-field';
import { PlanAssetsField } from './plan-assets-field';
import { derivedPrices, planFormErrors, type PlanForm as PlanFormValues } from './plan-form-model';

type Props = {
  initial: PlanFormValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (form: PlanFormValues) => void;
  onCancel: () => void;
};

/** The longer tenures: each has a discount field and the price that follows from it. */
const DISCOUNTED_TENURES = [
  { name: 'Six-month', months: 6, discount: 'sixMonthDiscount', price: 'sixMonthPrice' },
  { name: 'Yearly', months: 12, discount: 'yearlyDiscount', price: 'yearlyPrice' },
] as const;

/** The plan form: six-month and yearly prices are read-only and follow the monthly price and the discounts. */
export function PlanForm({ initial, submitLabel, saving, onSubmit, onCancel }: Props) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = planFormErrors(form);
  const prices = derivedPrices(form);
  const invalid = Object.keys(errors).length > 0;

  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setTouched((current) => new Set(current).add(key));
  };
  const shown = (key: keyof typeof errors) => (touched.has(key) ? errors[key] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(Object.keys(form)));
    if (!invalid) onSubmit(form);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Plan">
      <FieldGrid>
        <TextField label="Title" value={form.title} onChange={(e) => set('title', e.target.value)} error={shown('title')} required />
        <TextField
          label="Priority"
          inputMode="numeric"
          value={form.priority}
          onChange={(e) => set('priority', e.target.value)}
          error={shown('priority')}
          hint="Lower shows first; empty sorts by the plan name"
        />
        <TextField
          label="Monthly price ($)"
          type="number"
          min={0}
          step="0.01"
          value={form.monthlyPrice}
          onChange={(e) => set('monthlyPrice', e.target.value)}
          error={shown('monthlyPrice')}
          required
        />
        <Flags>
          <Checkbox label="Free plan" checked={form.isFree} onChange={(e) => set('isFree', e.target.checked)} />
          <Checkbox label="Most popular" checked={form.isMostPopular} onChange={(e) => set('isMostPopular', e.target.checked)} />
        </Flags>
        {DISCOUNTED_TENURES.map(({ name, months, discount, price }) => (
          <Fragment key={discount}>
            <TextField
              label={`${name} discount (%)`}
              type="number"
              min={0}
              max={100}
              value={form[discount]}
              onChange={(e) => set(discount, e.target.value)}
              error={shown(discount)}
            />
            <TextField label={`${name} price`} value={formatPrice(prices[price])} readOnly hint={`Monthly × ${months}, less the discount`} />
          </Fragment>
        ))}
        <TextField label="Save text" value={form.saveText} onChange={(e) => set('saveText', e.target.value)} hint="A short badge, e.g. Save 20%" />
        <TextField label="Note" value={form.note} onChange={(e) => set('note', e.target.value)} />
        <TextField
          label="API requests per day"
          type="number"
          min={0}
          step="1"
          value={form.apiDailyQuota}
          onChange={(e) => set('apiDailyQuota', e.target.value)}
          error={shown('apiDailyQuota')}
          hint="All of a member's API keys together, per day (UTC); 0 for no API access"
        />
        <div className="full">
          <TextAreaField
            label="Features"
            value={form.features}
            onChange={(e) => set('features', e.target.value)}
            hint="One feature per line; empty lines are dropped"
          />
        </div>
        <PlanAssetsField
          value={form.cryptos}
          onChange={(cryptos) => set('cryptos', cryptos)}
          opensAll={form.opensAll}
          onOpensAll={(opensAll) => set('opensAll', opensAll)}
        />
        <PlanAlertsField
          maxAlerts={form.maxAlerts}
          maxStored={form.maxStored}
          channels={form.alertChannels}
          error={shown('maxAlerts')}
          storedError={shown('maxStored')}
          onMaxAlerts={(value) => set('maxAlerts', value)}
          onMaxStored={(value) => set('maxStored', value)}
          onChannels={(channels) => set('alertChannels', channels)}
        />
      </FieldGrid>
      <Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={invalid}>
          {submitLabel}
        </Button>
      </Footer>
    </form>
  );
}

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.xl};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xl};
`;
