/**
 * The Eagle Leader modals' containers: each holds its form, checks it (rules.ts), sends the change
 * (`PUT api/v2/profile/{id}/eagle_leader_info` with the group acted from) and reports success with
 * the notice to show. Presentation is in ../components.
 */
import { useEffect, useState } from 'react';
import { editableRole, eagleLeaderStatus, type EagleLeaderStatus } from '@/lib/eagle-leader';
import { useResource, type Resource } from '@/ui/use-resource';
import type { GroupMember } from '../../member-schemas';
import type { Group } from '../../schemas';
import { getLeaderProfile, saveEagleLeaderInfo } from '../api';
import { actingGroup, checkOffboard, checkOnboard, checkRoleEdit, editBlock, emptyDate, fullName, type DateParts, type LeaderFormErrors } from '../rules';
import type { LeaderProfile } from '../schemas';
import { leaderErrors, leaderMessages } from '../texts';
import { useLeaderMembers, type LeaderMembers } from './use-leader-members';
import { LeaderRefusal, useLeaderSave, type LeaderSave } from './use-leader-save';

export interface LeaderFormBase {
  members: LeaderMembers;
  member: GroupMember | null;
  choose(member: GroupMember): void;
  errors: LeaderFormErrors;
  /** Counts failed checks (the dialog focuses the first invalid control each time). */
  invalidRound: number;
  save: LeaderSave;
  submit(): Promise<void>;
}

interface Context {
  group: Group;
  self: number | null;
  /** After a successful change: the notice (role status) to show. */
  onDone(notice: string): void;
  now?: () => Date;
}

function useChecks() {
  const [errors, setErrors] = useState<LeaderFormErrors>({});
  const [invalidRound, setRound] = useState(0);
  return {
    errors,
    invalidRound,
    fail(next: LeaderFormErrors) {
      setErrors(next);
      setRound((n) => n + 1);
    },
    pass: () => setErrors({}),
    /** A field changed: its error goes. */
    clear: (key: keyof LeaderFormErrors) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e)),
  };
}

export interface OnboardForm extends LeaderFormBase {
  role: string;
  setRole(role: string): void;
  date: DateParts;
  setDate(date: DateParts): void;
}

export function useOnboardForm({ group, self, onDone, now = () => new Date() }: Context): OnboardForm {
  const members = useLeaderMembers(group.id, 'onboard', self);
  const save = useLeaderSave();
  const checks = useChecks();
  const [member, setMember] = useState<GroupMember | null>(null);
  const [role, setRole] = useState('');
  const [date, setDate] = useState<DateParts>(emptyDate);
  return {
    members,
    member,
    choose: (m) => (setMember(m), checks.clear('member')),
    role,
    setRole: (r) => (setRole(r), checks.clear('role')),
    date,
    setDate: (d) => (setDate(d), checks.clear('date')),
    errors: checks.errors,
    invalidRound: checks.invalidRound,
    save,
    async submit() {
      const checked = checkOnboard({ member: member?.id ?? null, role, date }, now());
      if (!checked.ok) return checks.fail(checked.errors);
      checks.pass();
      const { value } = checked;
      const ok = await save.run(async () => {
        // Without the staff-only status (a group-list admin who is not staff here) a PENDING leader
        // looks like anyone else: their profile says whether they have leader info already.
        if (member && member.eagle_leader_status == null && (await getLeaderProfile(member.id)).eagle_leader_info) throw new LeaderRefusal(leaderMessages.alreadyLeader);
        await saveEagleLeaderInfo(value.member, { role: value.role, start_date: value.start_date, group_id: actingGroup(group) });
      });
      if (ok && member) onDone(leaderMessages.onboarded(fullName(member), value.role));
    },
  };
}

export interface OffboardForm extends LeaderFormBase {
  date: DateParts;
  setDate(date: DateParts): void;
}

export function useOffboardForm({ group, self, onDone, now = () => new Date() }: Context): OffboardForm {
  const members = useLeaderMembers(group.id, 'offboard', self);
  const save = useLeaderSave();
  const checks = useChecks();
  const [member, setMember] = useState<GroupMember | null>(null);
  const [date, setDate] = useState<DateParts>(emptyDate);
  return {
    members,
    member,
    choose: (m) => (setMember(m), checks.clear('member')),
    date,
    setDate: (d) => (setDate(d), checks.clear('date')),
    errors: checks.errors,
    invalidRound: checks.invalidRound,
    save,
    async submit() {
      const checked = checkOffboard({ member: member?.id ?? null, date }, now());
      if (!checked.ok) return checks.fail(checked.errors);
      checks.pass();
      const { value } = checked;
      const ok = await save.run(() => saveEagleLeaderInfo(value.member, { end_date: value.end_date, group_id: actingGroup(group) }));
      if (ok && member) onDone(leaderMessages.offboarded(fullName(member)));
    },
  };
}

export interface InfoForm extends LeaderFormBase {
  /** The chosen leader's profile (name and leader info). */
  profile: Resource<LeaderProfile>;
  status: EagleLeaderStatus;
  /** Why the role cannot be changed here, or null. */
  block: ReturnType<typeof editBlock>;
  canSave: boolean;
  role: string;
  setRole(role: string): void;
}

export function useInfoForm({ group, self, onDone }: Context): InfoForm {
  const members = useLeaderMembers(group.id, 'info', self);
  const save = useLeaderSave();
  const checks = useChecks();
  const [member, setMember] = useState<GroupMember | null>(null);
  const [role, setRole] = useState('');
  const id = member?.id ?? null;
  const profile = useResource((signal) => getLeaderProfile(id!, signal), [id], { enabled: id !== null });
  const info = profile.status === 'ready' ? profile.data?.eagle_leader_info : null;
  const status = eagleLeaderStatus(info);
  const block = id !== null && profile.status === 'ready' && status !== 'NONE' ? editBlock(id, self, status, info?.role) : null;
  // The leader's current role is the form's starting value.
  useEffect(() => setRole(editableRole(info?.role) ?? ''), [info?.role, id]);
  return {
    members,
    member,
    choose: (m) => (setMember(m), save.clear(), checks.pass()),
    profile,
    status,
    block,
    canSave: id !== null && profile.status === 'ready' && status !== 'NONE' && block === null,
    role,
    setRole: (r) => (setRole(r), checks.clear('role')),
    errors: checks.errors,
    invalidRound: checks.invalidRound,
    save,
    async submit() {
      if (!member) return checks.fail({ member: leaderErrors.member });
      const checked = checkRoleEdit(role);
      if (!checked.ok) return checks.fail(checked.errors);
      checks.pass();
      const chosen = checked.value.role;
      const ok = await save.run(async () => {
        const next = await saveEagleLeaderInfo(member.id, { role: chosen, group_id: actingGroup(group) });
        profile.setData((p) => ({ ...p, eagle_leader_info: next }));
      });
      if (ok) onDone(leaderMessages.edited(fullName(member), chosen));
    },
  };
}
