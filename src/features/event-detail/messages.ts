// Every user-visible text of event-detail. Spec texts (events spec §2, §4, §8) are exact; the rest
// is ours where the spec shows none (README "Decisions").
export const messages = {
  // §8 Events
  removed: (product: string) => `${product}: This event you are looking for has been canceled and removed.`,
  removeFailed: 'Error removing event',
  loadFailed: 'There was a problem with the server.',
  notFound: 'Page not found',
  // §8 Attendance
  attendanceFailed: 'Failed to update attendance status.',
  // §4 Event status
  cancelConfirm: 'Are you sure you want to cancel this event?',
  canceled: 'This Event Has Been Canceled',
  // §8 Reports and §2 'Copied!': one home for every feature, src/lib/report.ts and src/ui/copy-link-button.tsx.
  // Ours
  cancelFailed: 'Could not cancel the event. Please try again.',
  removeConfirm: 'Remove this canceled event from the event list? Members will no longer find it.',
  loginToAttend: 'Log in to RSVP and check in.',
  hostCannotAttend: 'You are hosting this event.',
} as const;

export const labels = {
  feed: 'Event feed',
  options: 'Event options',
  editEvent: 'Edit Event',
  cancelEvent: 'Cancel Event',
  update: 'Update',
  cancel: 'Cancel',
  keep: 'Keep Event',
  going: 'Going',
  interested: 'Interested',
  checkIn: 'Check In',
  checkedIn: 'Checked In',
  attendance: 'Your attendance',
  removeEvent: 'Remove Event from Event List',
  remove: 'Remove',
  hostedBy: 'Hosted by',
  eagleLeader: 'Eagle Leader',
  when: 'Date and time',
  where: 'Location',
  showMap: 'Show Map',
  hideMap: 'Hide Map',
  openMap: 'Open in OpenStreetMap',
  virtual: (subtype: string | null | undefined) => `Virtual ${subtype === 'challenge' ? 'Challenge' : subtype === 'workout' ? 'Workout' : 'Event'}`,
  challenge: 'Challenge',
  progress: (value: number, unit: string) => `Your progress: ${value} ${unit === 'least-minutes' ? 'minutes' : unit}`,
  rank: (n: number) => `Rank ${n}`,
  attendees: 'Attendees',
  seeAll: 'See all attendees',
  attending: (n: number) => (n === 1 ? '1 attending' : `${n} attending`),
  followingAttending: (n: number) => (n === 1 ? '1 member you follow is attending' : `${n} members you follow are attending`),
  description: 'About this event',
  links: 'Links',
  addToCalendar: 'Add to Calendar',
  inProgress: 'In Progress',
  loading: 'Loading event…',
  back: 'Back to events',
  retry: 'Try again',
} as const;

/** Attendees view (events spec §2 Attendees, §8 Attendees). */
export const attendeeMessages = {
  retriesFailed: 'There was a problem with the server. Some event attendees will not be displayed.',
  moreFailed: 'There was an error fetching the rest of the event attendees.',
  someMissing: 'Could not display some interested and going users',
  addToCheckedIn: 'Add Member to Checked In',
  addFailed: 'Could not check this member in. Please try again.',
  empty: { going: 'No one is going yet.', interested: 'No one is interested yet.', checked_in: 'No one has checked in yet.' },
  tabs: 'Attendee lists',
  going: 'Going',
  interested: 'Interested',
  checkedIn: 'Checked In',
  back: 'Back to event',
  title: 'Attendees',
  loading: 'Loading attendees…',
  loadMore: 'Load more attendees',
  anonymous: 'This user has set their profile to anonymous.',
} as const;

/** Record Workout (events spec §4 Workout, §5 Record workout); its messages are in workout.ts. */
export const workoutLabels = {
  record: 'Record Workout',
  yours: 'Your Workout',
  miles: 'Miles',
  steps: 'Steps',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  time: 'Time',
  duration: 'Duration',
  submit: 'Submit',
  share: 'Share',
  delete: 'Delete',
  deleteTitle: 'Delete Workout',
  shareText: (eventName: string, parts: string) => `My workout at ${eventName}: ${parts}`,
} as const;
