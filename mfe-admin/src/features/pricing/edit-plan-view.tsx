import { useState } from 'react';
import styled from 'styled-components';
import { MESSAGES, type Plan } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { SelectField } from '@/components/form-controls';
import { Muted, Panel } from '@/components/panel';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanForm } from './plan-form';
import { planToForm } from './plan-form-model';
import { usePlanActions } from './use-plan-actions';

type Props = {
  /** In the order shown, as `useGetPlansQuery` answers them. */
  plans: Plan[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCancel: () => void;
};

/** Edit: choose a plan, it loads into the form; Delete asks for confirmation first. */
export function EditPlanView({ plans, selectedId, onSelect, onCancel }: Props) {
  const { save, remove, saving, deleting } = usePlanActions();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const plan = plans.find((p) => p._id === selectedId) ?? null;
  return (
    <Panel>
      <Picker>
        <SelectField label="Plan to edit" value={plan?._id ?? ''} onChange={(e) => onSelect(e.target.value)}>
          <option value="" disabled>
            Choose a plan
          </option>
          {plans.map((p) => (
            <option key={p._id} value={p._id}>
              {p.title}
            </option>
          ))}
        </SelectField>
        {plan && (
          <Button variant="danger" onClick={() => setConfirming(plan)}>
            Delete plan
          </Button>
        )}
      </Picker>
      {selectedId && !plan && <Muted role="alert">{MESSAGES.planMissingId}</Muted>}
      {plan ? (
        <PlanForm key={plan._id} initial={planToForm(plan)} submitLabel="Update Plan" saving={saving} onSubmit={(form) => void save(plan, form)} onCancel={onCancel} />
      ) : (
        !selectedId && <Muted>Choose a plan to load it into the form.</Muted>
      )}
      <DeletePlanDialog
        plan={confirming}
        deleting={deleting}
        onClose={() => setConfirming(null)}
        onConfirm={() => void remove(confirming as Plan).then(() => setConfirming(null))}
      />
    </Panel>
  );
}

const Picker = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  & > div {
    flex: 1;
    max-width: 360px;
  }
`;
