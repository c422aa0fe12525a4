import { useGetPlansQuery } from '@sentiscope/shared/api';
import { ROUTES } from '@sentiscope/shared/contract';
import { PricingPlans, useAssetKinds } from '@sentiscope/shared/pricing';
import { useNavigate, useSearchParams } from '@sentiscope/shared/router';
import { Button } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { Panel } from '@/components/panel';
import { EditPlanView } from './edit-plan-view';
import { PlanForm } from './plan-form';
import { EMPTY_PLAN_FORM } from './plan-form-model';
import { usePlanActions } from './use-plan-actions';

const TITLES = { list: 'Pricing', edit: 'Edit plan', new: 'New plan' } as const;

/** /admin/pricing: the plan list (subscribe does nothing here), ?type=edit to change a plan, ?type=new to add one. */
export default function AdminPricingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type');
  const view = type === 'edit' || type === 'new' ? type : 'list';
  const plans = useGetPlansQuery();
  const kindOf = useAssetKinds(plans.data ?? []);
  const { save, saving } = usePlanActions();
  const back = () => void navigate(ROUTES.adminPricing);

  const actions = (
    <>
      {view !== 'list' && (
        <Button variant="secondary" onClick={back}>
          Back
        </Button>
      )}
      <Button variant={view === 'edit' ? 'primary' : 'secondary'} onClick={() => void navigate(`${ROUTES.adminPricing}?type=edit`)}>
        Edit
      </Button>
      <Button variant={view === 'new' ? 'primary' : 'secondary'} onClick={() => void navigate(`${ROUTES.adminPricing}?type=new`)}>
        New
      </Button>
    </>
  );

  return (
    <AdminFrame title={TITLES[view]} actions={actions}>
      <LoadState label="Loading the plans…" isLoading={plans.isLoading} error={plans.error} fallback="Failed to load the plans." onRetry={() => void plans.refetch()} />
      {plans.data && view === 'list' && <PricingPlans plans={plans.data} held={null} kindOf={kindOf} />}
      {plans.data && view === 'edit' && (
        <EditPlanView
          plans={plans.data}
          selectedId={params.get('id')}
          onSelect={(id) => setParams({ type: 'edit', id })}
          onCancel={back}
        />
      )}
      {view === 'new' && (
        <Panel>
          <PlanForm initial={EMPTY_PLAN_FORM} submitLabel="Create Plan" saving={saving} onSubmit={(form) => void save(null, form)} onCancel={back} />
        </Panel>
      )}
    </AdminFrame>
  );
}
