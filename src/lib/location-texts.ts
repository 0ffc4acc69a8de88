/**
 * Location texts (events spec §8 'Location', §5 event form): one home for every place that searches
 * or finds a location (the event list's location search, the event form's place field).
 */
export const locationTexts = {
  useCurrentLocation: 'Use Current Location',
  locationNotFound: (product: string) => `${product}: Location cannot be found.`,
  noResults: 'No Results Found',
  noAccountLocation: 'Unable to find a location for this account. Please update your address in "Personal Information".',
  noCoordinates: 'Unable to find the coordinates of that location. Please try again with a different location.',
  locationDenied: (product: string) =>
    `You have not given ${product} permission to access your location. Please enter your settings and allow us to access your location.`,
  locationError: 'An error occurred trying to find your location. Please try again later.',
  locationIncomplete: 'Missing city/state/zip from this location. Please choose another location.',
} as const;
