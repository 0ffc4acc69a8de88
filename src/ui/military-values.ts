/** The military service form's values (registration step 5 and Edit Profile). No imports: cheap to load. */
export type YesNo = '' | 'yes' | 'no';

export interface MilitaryFormValues {
  military_status: string;
  military_family_member: boolean;
  military_branch: string;
  military_rank: string;
  military_specialty: string;
  combat_zone: YesNo;
  combat_deployment_operations: string;
  has_disability: YesNo;
  ets_year: string;
  ets_month: string;
  ets_day: string;
}

export type MilitaryFormField =
  | 'military_status'
  | 'military_branch'
  | 'military_rank'
  | 'combat_zone'
  | 'combat_deployment_operations'
  | 'has_disability'
  | 'military_ets';

export const emptyMilitaryValues = (): MilitaryFormValues => ({
  military_status: '',
  military_family_member: false,
  military_branch: '',
  military_rank: '',
  military_specialty: '',
  combat_zone: '',
  combat_deployment_operations: '',
  has_disability: '',
  ets_year: '',
  ets_month: '',
  ets_day: '',
});
