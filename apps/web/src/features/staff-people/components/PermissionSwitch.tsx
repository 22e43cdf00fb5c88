import type { StaffPerson } from '@hotel/domain';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useSetPermission } from '../api/people.ts';

/**
 * The approval permission (approbe_contract_perm) of a person, granted or revoked after the
 * standard confirmation. The server refuses revoking one's own: its message stays under the switch.
 */
export function PermissionSwitch({ person }: { person: StaffPerson }) {
  const { t } = useTranslation();
  const change = useSetPermission(person.id);
  const [error, setError] = useState<string>();

  const toggle = async (granted: boolean) => {
    setError(undefined);
    const question = t(granted ? 'staff.people.grant_confirm' : 'staff.people.revoke_confirm', {
      name: person.name,
    });
    if (!(await confirm(t, question))) return;
    try {
      await change.mutateAsync(granted);
      notifySaved(t(granted ? 'staff.people.granted' : 'staff.people.revoked', { name: person.name }));
    } catch (failure) {
      setError(refusalText(t, failure, 'approbe_contract_perm'));
    }
  };

  return (
    <Switch
      label={t('staff.people.permission')}
      description={
        person.approbe_contract_perm || person.totp_enabled
          ? t('staff.people.permission_hint')
          : t('staff.people.permission_hint_totp')
      }
      checked={person.approbe_contract_perm}
      disabled={change.isPending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      error={error}
      data-testid="permission-switch"
    />
  );
}
