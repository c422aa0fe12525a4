import { errorMessage, useCreatePlanMutation, useDeletePlanMutation, useUpdatePlanMutation } from '@sentiscope/shared/api';
import { MESSAGES, ROUTES, type Plan } from '@sentiscope/shared/contract';
import { useNavigate } from '@sentiscope/shared/router';
import { notify } from '@sentiscope/shared/ui';
import { formToPlanInput, type PlanForm } from './plan-form-model';

/** Create, update and delete with the product's messages; after a save the admin is back on the plan list. */
export function usePlanActions() {
  const navigate = useNavigate();
  const [createPlan, created] = useCreatePlanMutation();
  const [updatePlan, updated] = useUpdatePlanMutation();
  const [deletePlan, deleted] = useDeletePlanMutation();

  const save = async (plan: Plan | null, form: PlanForm) => {
    try {
      if (plan) await updatePlan({ id: plan._id, plan: formToPlanInput(form) }).unwrap();
      else await createPlan(formToPlanInput(form)).unwrap();
      notify.success(plan ? MESSAGES.planUpdated : MESSAGES.planCreated);
      await navigate(ROUTES.adminPricing);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.unexpected));
    }
  };

  const remove = async (plan: Plan): Promise<boolean> => {
    try {
      await deletePlan(plan._id).unwrap();
      notify.success(MESSAGES.planDeleted);
      await navigate(ROUTES.adminPricing);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.deleteFailed));
      return false;
    }
  };

  return { save, remove, saving: created.isLoading || updated.isLoading, deleting: deleted.isLoading };
}
