import { CONTRACT_STEP_PATH, isFinishEnabled, stepIndex, WIZARD_STEPS } from '@hotel/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { approverQuery } from '../../../api/contracts.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useToken } from '../../../lib/session.ts';

/** Opinions is the wizard's last step: the only one where staff may approve (spec §6). */
const IS_LAST_STEP = isFinishEnabled(stepIndex('opinions'), WIZARD_STEPS.length);

/**
 * What the wizard's Opinions step does around its form. Saving moves on to the next pending hotel
 * (spec §4), and after the last one to the contract step, which shows what will be sent and sends
 * it on confirmation (decision 030: it no longer sends as a side effect); staff with the
 * permission keep their 'save and approve' here (spec §6).
 */
export function useOpinionsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approver = useQuery(approverQuery(useToken()));
  return {
    canApprove: approver.data === true && IS_LAST_STEP,
    /**
     * After a save: says so, records the step as reviewed (`markReviewed`), then `moveOn` opens the
     * next pending hotel (true when there is one), else the contract step opens.
     */
    saved(markReviewed: () => void, moveOn: () => boolean) {
      notifySaved(t('common.saved'));
      markReviewed();
      if (!moveOn()) navigate(CONTRACT_STEP_PATH);
    },
  };
}
