import type { AriChange } from '@hotel/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AriScope } from '../../../api/ari.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { AriSaveError, useSaveAri } from '../api/ari.ts';
import { changeErrors, type SaveFailure } from '../model/ari-errors.ts';
import type { AriEditsState } from './use-ari-edits.ts';

/**
 * Saving and discarding a rate's staged changes: "Save" sends them (one request, in batches only
 * past the domain's limit) and drops what was written; a refusal keeps the rest staged and says
 * why, change by change; "Discard" asks the spec's confirmation first.
 */
export function useAriSave(
  scope: AriScope,
  changes: readonly AriChange[],
  edits: Pick<AriEditsState, 'stage' | 'drop'>,
) {
  const { t } = useTranslation();
  const save = useSaveAri();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { stage: stageEdits, drop } = edits;

  const stage = useCallback(
    (staged: AriChange[]) => {
      setFailure(null);
      stageEdits(scope.rateId, staged);
    },
    [stageEdits, scope.rateId],
  );

  async function discard() {
    if (!(await confirm(t, t('rates.calendar.discard_confirm')))) return;
    drop(scope.rateId);
    setFailure(null);
  }

  function submit() {
    setFailure(null);
    const sent = [...changes];
    save.mutate(
      { scope, changes: sent, onWritten: (written) => drop(scope.rateId, written) },
      {
        onSuccess: () => notifySaved(t('common.saved')),
        onError(error) {
          // What was not written stays staged, with the reasons by change and field.
          const offset = error instanceof AriSaveError ? error.offset : 0;
          const api = error instanceof AriSaveError ? error.apiError : null;
          setFailure({
            errors:
              api?.status === 400
                ? changeErrors(api.body)
                : [{ change: null, field: '', message: api?.message ?? t('errors.service_unavailable') }],
            changes: sent.slice(offset),
          });
        },
      },
    );
  }

  return { saving: save.isPending, failure, stage, discard, submit };
}
