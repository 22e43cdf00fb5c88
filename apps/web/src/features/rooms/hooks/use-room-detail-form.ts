import type { Room } from '@hotel/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateRoom } from '../api/rooms.ts';
import { roomDrafts } from '../model/room-drafts.ts';
import {
  type FormIssue,
  formValuesOf,
  payloadOf,
  type RoomFormValues,
  validateRoom,
} from '../model/room-form.ts';

/** The issues of a refused save: each field message of a 400, or the detail of any other answer. */
function serverIssues(error: unknown, fallback: string): FormIssue[] {
  if (!(error instanceof ApiError)) return [{ path: '', message: fallback }];
  const issues = Object.entries(error.body).flatMap(([field, value]) => {
    if (field === 'detail') return typeof value === 'string' ? [{ path: '', message: value }] : [];
    const messages = Array.isArray(value) ? value : [];
    return messages.map((message) => ({ path: field === 'non_field_errors' ? '' : field, message }));
  });
  return issues.length > 0 ? issues : [{ path: '', message: fallback }];
}

/**
 * The state of a room's detail form (spec §8): its values, starting from the draft a refused save
 * left for this room type if any; the issues of the last save, which follow what is typed once a
 * save was refused; saving; and discarding a restored draft.
 */
export function useRoomDetailForm({
  hotelId,
  room,
  onSaved,
}: {
  hotelId: number;
  room: Room;
  onSaved(room: Room): void;
}) {
  const { t } = useTranslation();
  const apartment = room.is_apartment;
  const update = useUpdateRoom(hotelId);
  const draft = roomDrafts.get(hotelId, room.id);
  const form = useForm<RoomFormValues>({ defaultValues: draft?.values ?? formValuesOf(room) });
  const [issues, setIssues] = useState<FormIssue[]>(draft?.issues ?? []);
  const [restored, setRestored] = useState(draft !== undefined);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The room changed on the server (renamed from the sidebar or the list, or just saved): the
  // fields not being edited take the new values; what is being typed stays.
  // Reading dirtyFields subscribes the form to them, so getFieldState(…).isDirty is kept current.
  void form.formState.dirtyFields;
  const serverCopy = useRef(JSON.stringify(room));
  useEffect(() => {
    const copy = JSON.stringify(room);
    if (copy === serverCopy.current) return;
    serverCopy.current = copy;
    const fresh = formValuesOf(room);
    for (const field of Object.keys(fresh) as (keyof RoomFormValues)[]) {
      if (!form.getFieldState(field).isDirty) form.resetField(field, { defaultValue: fresh[field] });
    }
  }, [room, form]);

  // Once a save was refused, the client-side problems follow what is typed.
  const values = form.watch();
  const followTyping = useRef(draft !== undefined);
  useEffect(() => {
    const subscription = form.watch((current) => {
      if (followTyping.current) setIssues(validateRoom(current as RoomFormValues, apartment));
    });
    return () => subscription.unsubscribe();
  }, [form, apartment]);

  const messages = new Map<string, string>();
  for (const issue of issues) {
    if (!messages.has(issue.path))
      messages.set(issue.path, translateMessage(t, issue.message) ?? issue.message);
  }
  const errorAt = (path: string) => messages.get(path);

  function fail(current: RoomFormValues, found: FormIssue[]) {
    followTyping.current = true;
    setIssues(found);
    roomDrafts.keep(hotelId, room.id, { values: current, issues: found });
    // The summary takes the focus, so the errors are read out and one tab leads to the fields.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const submit = form.handleSubmit(async (current) => {
    const found = validateRoom(current, apartment);
    if (found.length > 0) {
      fail(current, found);
      return;
    }
    try {
      const saved = await update.mutateAsync({ room, patch: payloadOf(current, apartment) });
      roomDrafts.clear(hotelId, room.id);
      followTyping.current = false;
      form.reset(formValuesOf(saved));
      setIssues([]);
      setRestored(false);
      notifySaved(t('common.saved'));
      onSaved(saved);
    } catch (error) {
      fail(current, serverIssues(error, t('errors.service_unavailable')));
    }
  });

  function discard() {
    followTyping.current = false;
    roomDrafts.clear(hotelId, room.id);
    setIssues([]);
    setRestored(false);
    form.reset(formValuesOf(room));
  }

  return { form, values, issues, restored, summaryRef, errorAt, submit, discard, saving: update.isPending };
}
