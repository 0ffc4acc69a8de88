/** The columns every list of members reads (attendees, group members, reaction authors): one shape. */
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
}
